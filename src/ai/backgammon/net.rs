//! The evaluation's neural network: the inputs of [`encode`](super::encode), one hidden layer
//! of sigmoid units, five sigmoid outputs (win, win a gammon, win a backgammon, lose a gammon,
//! lose a backgammon, for the side on roll). The inputs are mostly zero, so the hidden layer adds
//! up only the weights of the inputs that are set; the weights of one input lie together.
//!
//! The weights are kept in a small file format of our own, little-endian: the magic `TBGW`, a
//! format version, the three layer sizes, the number of self-play games trained, the weights,
//! and a checksum over all that (FNV-1a, 64 bits), so that a damaged file is an error. Two
//! versions:
//!
//! - **1**, full precision: every weight and bias an `f32`. Training writes its checkpoints so
//!   ([`Net::to_bytes`]).
//! - **2**, compact, about a quarter of the size: each row of weights as one `f32` scale, then
//!   the weights as whole numbers of that scale, 8-bit for the hidden layer (a row: one input's
//!   weights to the hidden units), 16-bit for the output layer (a row: one output's weights
//!   from the hidden units; few weights, where 8 bits would cost the most precision for the
//!   fewest bytes); the biases stay `f32` ([`Net::to_compact_bytes`]). The app ships its
//!   weights so (`eval.rs`).
//!
//! [`Net::from_bytes`] reads both into the same full-precision network (version 2 multiplied out
//! once, at load), so the evaluation does not depend on the form it came in.
//!
//! ```
//! use tabula::ai::backgammon::net::Net;
//! let net = Net::new(10, 4, 7);
//! let back = Net::from_bytes(&net.to_bytes()).unwrap();
//! assert_eq!(back, net);
//! assert!(Net::from_bytes(&net.to_bytes()[..20]).is_err());
//! let net = Net::new(200, 64, 7);
//! let compact = net.to_compact_bytes();
//! assert!(compact.len() < net.to_bytes().len() / 3);
//! let near = Net::from_bytes(&compact).unwrap();
//! assert!(net.max_difference(&near).unwrap() < 0.001); // weights here are within ±0.1
//! ```

use std::fmt;

use crate::rules::Rng;

/// The file format's magic bytes.
const MAGIC: &[u8; 4] = b"TBGW";
/// The file format's version with every weight an `f32`.
const VERSION_F32: u32 = 1;
/// The compact version: weights as integers with an `f32` scale a row.
const VERSION_COMPACT: u32 = 2;
/// The compact form's integers: the hidden layer's bytes, the output layer's 16 bits. A weight
/// is at most this many steps of its row's scale either side of zero. The hidden layer's 63
/// (not a byte's 127: the reader takes any count, the scale is the row's) make the shipped
/// file 2.7 kB smaller gzipped, at 0.00015 points a choice (`examples/
/// compact_backgammon_weights.rs compare`).
const HIDDEN_STEPS: Steps = Steps(63);
const OUTPUT_STEPS: Steps = Steps(i16::MAX);
/// Outputs: win, win gammon, win backgammon, lose gammon, lose backgammon.
pub const OUTPUTS: usize = 5;
/// The most hidden units a network may have (the forward pass keeps them on the stack).
pub const MAX_HIDDEN: usize = 256;
/// The most inputs a network may have.
const MAX_INPUTS: usize = 4096;
/// Bytes before the weights: magic, version, three sizes, games.
const HEADER: usize = 4 + 4 + 3 * 4 + 8;

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// Not our format, or a version we do not read.
    Format(String),
    /// Cut short or with bytes to spare.
    Length { expected: usize, found: usize },
    /// The checksum does not match: the file is damaged.
    Checksum,
    /// A weight that is not a finite number.
    NotFinite,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::Format(what) => write!(f, "not a backgammon weights file: {what}"),
            WeightsError::Length { expected, found } => {
                write!(f, "weights file of {found} bytes, expected {expected}")
            }
            WeightsError::Checksum => write!(f, "weights file damaged (checksum)"),
            WeightsError::NotFinite => write!(f, "weights file holds a weight that is not finite"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// A network with one hidden layer.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// Self-play games this network was trained on.
    pub games: u64,
    inputs: usize,
    hidden: usize,
    /// `w1[i * hidden + j]`: input `i` to hidden unit `j` (one input's weights together).
    w1: Vec<f32>,
    /// The hidden units' biases.
    b1: Vec<f32>,
    /// `w2[k * hidden + j]`: hidden unit `j` to output `k`.
    w2: Vec<f32>,
    /// The outputs' biases.
    b2: Vec<f32>,
}

/// The logistic function, kept away from overflow.
#[inline]
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x.clamp(-40.0, 40.0)).exp())
}

impl Net {
    /// A fresh network with small random weights drawn from `seed`.
    pub fn new(inputs: usize, hidden: usize, seed: u64) -> Net {
        let (inputs, hidden) = (inputs.clamp(1, MAX_INPUTS), hidden.clamp(1, MAX_HIDDEN));
        let mut rng = Rng::new(seed);
        let mut small = |scale: f32| {
            let unit = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
            (unit * 2.0 - 1.0) * scale
        };
        let w1 = (0..inputs * hidden).map(|_| small(0.1)).collect();
        let w2 = (0..OUTPUTS * hidden).map(|_| small(0.1)).collect();
        Net {
            inputs,
            hidden,
            games: 0,
            w1,
            b1: vec![0.0; hidden],
            w2,
            b2: vec![0.0; OUTPUTS],
        }
    }

    /// How many inputs the network reads.
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// How many hidden units it has.
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The hidden layer's activations for `x` (written to `h`, `hidden` long).
    fn hidden_layer(&self, x: &[f32], h: &mut [f32]) {
        h.copy_from_slice(&self.b1);
        for (i, &v) in x.iter().enumerate().take(self.inputs) {
            if v != 0.0 {
                add_scaled(h, &self.w1[i * self.hidden..(i + 1) * self.hidden], v);
            }
        }
        for a in h.iter_mut() {
            *a = sigmoid(*a);
        }
    }

    /// The outputs from the hidden layer's activations.
    fn output_layer(&self, h: &[f32]) -> [f32; OUTPUTS] {
        let mut y = [0.0; OUTPUTS];
        for (k, out) in y.iter_mut().enumerate() {
            let row = &self.w2[k * self.hidden..(k + 1) * self.hidden];
            *out = sigmoid(dot(row, h) + self.b2[k]);
        }
        y
    }

    /// The five outputs for inputs `x`.
    pub fn forward(&self, x: &[f32]) -> [f32; OUTPUTS] {
        let mut buffer = [0.0; MAX_HIDDEN];
        let h = &mut buffer[..self.hidden.min(MAX_HIDDEN)];
        self.hidden_layer(x, h);
        self.output_layer(h)
    }

    /// One step of gradient descent on the cross-entropy between the outputs for `x` and
    /// `target`, with learning rate `rate` (the output error is then simply target - output).
    pub fn learn(&mut self, x: &[f32], target: &[f32; OUTPUTS], rate: f32) {
        let mut h = vec![0.0; self.hidden];
        self.hidden_layer(x, &mut h);
        let y = self.output_layer(&h);
        let mut delta_h = vec![0.0f32; self.hidden];
        for k in 0..OUTPUTS {
            let err = target[k] - y[k];
            let row = &mut self.w2[k * self.hidden..(k + 1) * self.hidden];
            for ((w, a), d) in row.iter_mut().zip(&h).zip(delta_h.iter_mut()) {
                *d += err * *w;
                *w += rate * err * a;
            }
            self.b2[k] += rate * err;
        }
        for (d, a) in delta_h.iter_mut().zip(&h) {
            *d *= a * (1.0 - a) * rate;
        }
        for (b, d) in self.b1.iter_mut().zip(&delta_h) {
            *b += d;
        }
        for (i, &v) in x.iter().enumerate().take(self.inputs) {
            if v != 0.0 {
                let row = &mut self.w1[i * self.hidden..(i + 1) * self.hidden];
                for (w, d) in row.iter_mut().zip(&delta_h) {
                    *w += v * d;
                }
            }
        }
    }

    /// The network in the weights file format at full precision (version 1).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 4 * self.weight_count() + 8);
        self.write_header(&mut out, VERSION_F32);
        for w in self.parameters() {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// The network in the compact form of the weights file format (version 2): each row of
    /// weights as integers times one scale (the row's largest magnitude over 127 for the hidden
    /// layer, over 32,767 for the output layer, so that every weight is within half a step of
    /// its value), the biases in full. About a quarter of [`to_bytes`](Net::to_bytes)'s size;
    /// [`from_bytes`](Net::from_bytes) reads it back to within that half step.
    pub fn to_compact_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(compact_size(self.inputs, self.hidden));
        self.write_header(&mut out, VERSION_COMPACT);
        HIDDEN_STEPS.put_rows(&mut out, &self.w1, self.hidden);
        out.extend(self.b1.iter().flat_map(|b| b.to_le_bytes()));
        OUTPUT_STEPS.put_rows(&mut out, &self.w2, self.hidden);
        out.extend(self.b2.iter().flat_map(|b| b.to_le_bytes()));
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// The magic, `version`, the sizes and the games trained.
    fn write_header(&self, out: &mut Vec<u8>, version: u32) {
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&version.to_le_bytes());
        for size in [self.inputs, self.hidden, OUTPUTS] {
            out.extend_from_slice(&(size as u32).to_le_bytes());
        }
        out.extend_from_slice(&self.games.to_le_bytes());
    }

    /// A network read from the weights file format, either version; any damage is an error.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, WeightsError> {
        if bytes.len() < HEADER + 8 || &bytes[..4] != MAGIC {
            return Err(WeightsError::Format("no TBGW header".into()));
        }
        let word = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let version = word(4);
        if version != VERSION_F32 && version != VERSION_COMPACT {
            return Err(WeightsError::Format(format!("version {version}")));
        }
        let (inputs, hidden, outputs) = (word(8) as usize, word(12) as usize, word(16) as usize);
        if outputs != OUTPUTS
            || inputs == 0
            || hidden == 0
            || inputs > MAX_INPUTS
            || hidden > MAX_HIDDEN
        {
            return Err(WeightsError::Format(format!(
                "sizes {inputs}/{hidden}/{outputs}"
            )));
        }
        let expected = if version == VERSION_F32 {
            HEADER + 4 * (inputs * hidden + hidden + OUTPUTS * hidden + OUTPUTS) + 8
        } else {
            compact_size(inputs, hidden)
        };
        if bytes.len() != expected {
            return Err(WeightsError::Length {
                expected,
                found: bytes.len(),
            });
        }
        let body = &bytes[..expected - 8];
        let mut sum = [0u8; 8];
        sum.copy_from_slice(&bytes[expected - 8..]);
        if fnv1a(body) != u64::from_le_bytes(sum) {
            return Err(WeightsError::Checksum);
        }
        let mut games = [0u8; 8];
        games.copy_from_slice(&bytes[20..28]);
        let mut net = Net {
            inputs,
            hidden,
            games: u64::from_le_bytes(games),
            w1: Vec::with_capacity(inputs * hidden),
            b1: Vec::with_capacity(hidden),
            w2: Vec::with_capacity(OUTPUTS * hidden),
            b2: Vec::with_capacity(OUTPUTS),
        };
        let mut reader = Reader(&body[HEADER..]);
        if version == VERSION_F32 {
            reader.floats(inputs * hidden, &mut net.w1);
            reader.floats(hidden, &mut net.b1);
            reader.floats(OUTPUTS * hidden, &mut net.w2);
            reader.floats(OUTPUTS, &mut net.b2);
        } else {
            reader.scaled_rows(HIDDEN_STEPS, inputs, hidden, &mut net.w1);
            reader.floats(hidden, &mut net.b1);
            reader.scaled_rows(OUTPUT_STEPS, OUTPUTS, hidden, &mut net.w2);
            reader.floats(OUTPUTS, &mut net.b2);
        }
        if net.weight_count() != inputs * hidden + hidden + OUTPUTS * hidden + OUTPUTS {
            return Err(WeightsError::Length {
                expected,
                found: bytes.len(),
            });
        }
        if net.parameters().any(|w| !w.is_finite()) {
            return Err(WeightsError::NotFinite);
        }
        Ok(net)
    }

    /// The largest difference between a weight or bias of this network and the same one of
    /// `other`; `None` if their sizes differ.
    pub fn max_difference(&self, other: &Net) -> Option<f32> {
        if (self.inputs, self.hidden) != (other.inputs, other.hidden) {
            return None;
        }
        let pairs = self.parameters().zip(other.parameters());
        Some(pairs.map(|(a, b)| (a - b).abs()).fold(0.0, f32::max))
    }

    /// The network whose every weight and bias is the mean of those of `nets` (checkpoints of
    /// one training run, as `examples/compact_backgammon_weights.rs average` makes the shipped
    /// one: the mean of checkpoints taken along the run judges better than any one of them, each
    /// of which the last games' noise has moved); `None` if there are none or their sizes
    /// differ. It counts the games of the last.
    pub fn average(nets: &[Net]) -> Option<Net> {
        let (first, last) = (nets.first()?, nets.last()?);
        if nets
            .iter()
            .any(|n| (n.inputs, n.hidden) != (first.inputs, first.hidden))
        {
            return None;
        }
        let mean = |part: fn(&Net) -> &Vec<f32>| -> Vec<f32> {
            (0..part(first).len())
                .map(|i| {
                    let sum: f64 = nets.iter().map(|n| f64::from(part(n)[i])).sum();
                    (sum / nets.len() as f64) as f32
                })
                .collect()
        };
        Some(Net {
            games: last.games,
            inputs: first.inputs,
            hidden: first.hidden,
            w1: mean(|n| &n.w1),
            b1: mean(|n| &n.b1),
            w2: mean(|n| &n.w2),
            b2: mean(|n| &n.b2),
        })
    }

    /// Every weight and bias, in the order of the file.
    fn parameters(&self) -> impl Iterator<Item = &f32> {
        self.w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
    }

    /// The compact form's scale (one step) for each row of the weights from the inputs
    /// (`inputs` rows) then for each row of the weights to the outputs (five): every weight of
    /// a row comes back from the compact form within half its row's step.
    pub fn compact_scales(&self) -> Vec<f32> {
        let hidden = self
            .w1
            .chunks_exact(self.hidden)
            .map(|r| HIDDEN_STEPS.scale(r));
        let output = self
            .w2
            .chunks_exact(self.hidden)
            .map(|r| OUTPUT_STEPS.scale(r));
        hidden.chain(output).collect()
    }

    fn weight_count(&self) -> usize {
        self.w1.len() + self.b1.len() + self.w2.len() + self.b2.len()
    }
}

/// The length of the compact form for these sizes.
fn compact_size(inputs: usize, hidden: usize) -> usize {
    let rows = inputs * (4 + HIDDEN_STEPS.bytes() * hidden)
        + OUTPUTS * (4 + OUTPUT_STEPS.bytes() * hidden);
    HEADER + rows + 4 * (hidden + OUTPUTS) + 8
}

/// The integers of a layer in the compact form: the most steps either side of zero (127 for
/// bytes, 32,767 for 16 bits).
#[derive(Clone, Copy)]
struct Steps(i16);

impl Steps {
    /// Bytes an integer takes.
    fn bytes(self) -> usize {
        if self.0 > i16::from(i8::MAX) {
            2
        } else {
            1
        }
    }

    /// The scale of a row: one step, so that its largest weight is the most steps.
    fn scale(self, row: &[f32]) -> f32 {
        row.iter().fold(0.0f32, |m, w| m.max(w.abs())) / f32::from(self.0)
    }

    /// Each row of `width` weights as its scale, then each weight in steps of it, rounded to
    /// the nearest.
    fn put_rows(self, out: &mut Vec<u8>, weights: &[f32], width: usize) {
        let most = f64::from(self.0);
        for row in weights.chunks_exact(width) {
            let scale = self.scale(row);
            out.extend_from_slice(&scale.to_le_bytes());
            for &w in row {
                // In f64: a 16-bit step count leaves too few of an f32's bits for the fraction.
                let q = if scale > 0.0 {
                    (f64::from(w) / f64::from(scale)).round().clamp(-most, most) as i16
                } else {
                    0
                };
                out.extend_from_slice(&q.to_le_bytes()[..self.bytes()]);
            }
        }
    }
}

/// Reads the weights' parts in order from a body whose length was checked.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take(&mut self, n: usize) -> &[u8] {
        let (head, rest) = self.0.split_at(n.min(self.0.len()));
        self.0 = rest;
        head
    }

    /// `count` numbers as `f32`.
    fn floats(&mut self, count: usize, out: &mut Vec<f32>) {
        let bytes = self.take(4 * count);
        out.extend(
            bytes
                .chunks_exact(4)
                .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );
    }

    /// `rows` rows of `width` weights, each row an `f32` scale then `width` integers of
    /// `steps`' size, little-endian.
    fn scaled_rows(&mut self, steps: Steps, rows: usize, width: usize, out: &mut Vec<f32>) {
        let bytes = steps.bytes();
        for _ in 0..rows {
            let row = self.take(4 + bytes * width);
            let Some((scale, integers)) = row.split_first_chunk::<4>() else {
                return;
            };
            let scale = f32::from_le_bytes(*scale);
            out.extend(integers.chunks_exact(bytes).map(|q| {
                let q = match *q {
                    [low, high] => i16::from_le_bytes([low, high]),
                    [byte] => i16::from(byte as i8),
                    _ => 0,
                };
                f32::from(q) * scale
            }));
        }
    }
}

/// `acc += v * row`, unit by unit: most of the evaluation's time.
#[cfg(not(target_arch = "wasm32"))]
fn add_scaled(acc: &mut [f32], row: &[f32], v: f32) {
    for (a, w) in acc.iter_mut().zip(row) {
        *a += v * w;
    }
}

/// `acc += v * row` four units at a time with WebAssembly's vector instructions. The page's
/// wasm is built for size, where the compiler makes no vector code of its own, and the net is
/// the cube search's cost (issue 27: a close decision three rolls deep). Each unit adds the same
/// product in the same order as the loop above, so the sums are the same to the bit.
#[cfg(target_arch = "wasm32")]
#[target_feature(enable = "simd128")]
fn add_scaled(acc: &mut [f32], row: &[f32], v: f32) {
    use core::arch::wasm32::{f32x4_add, f32x4_mul, f32x4_splat, v128, v128_load, v128_store};
    let scale = f32x4_splat(v);
    let mut acc4 = acc.chunks_exact_mut(4);
    let mut row4 = row.chunks_exact(4);
    for (a, w) in (&mut acc4).zip(&mut row4) {
        // SAFETY: `a` and `w` are four f32s each (16 bytes); wasm's v128 loads and stores need
        // no alignment.
        unsafe {
            let sum = f32x4_add(
                v128_load(a.as_ptr().cast::<v128>()),
                f32x4_mul(scale, v128_load(w.as_ptr().cast::<v128>())),
            );
            v128_store(a.as_mut_ptr().cast::<v128>(), sum);
        }
    }
    for (a, w) in acc4.into_remainder().iter_mut().zip(row4.remainder()) {
        *a += v * w;
    }
}

/// The dot product of two equally long rows, in eight lanes (which the compiler turns into
/// vector instructions; one running sum could not be).
fn dot(a: &[f32], b: &[f32]) -> f32 {
    let mut lanes = [0.0f32; 8];
    let (a8, b8) = (a.chunks_exact(8), b.chunks_exact(8));
    let tail: f32 = a8
        .remainder()
        .iter()
        .zip(b8.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in a8.zip(b8) {
        for i in 0..8 {
            lanes[i] += x[i] * y[i];
        }
    }
    lanes.iter().sum::<f32>() + tail
}

/// FNV-1a, 64 bits: enough to tell a damaged file (not a defence against tampering).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}
