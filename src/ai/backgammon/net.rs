//! The evaluation's neural network: the inputs of [`encode`](super::encode), one hidden layer
//! of sigmoid units, five sigmoid outputs (win, win a gammon, win a backgammon, lose a gammon,
//! lose a backgammon, for the side on roll). The inputs are mostly zero, so the hidden layer adds
//! up only the weights of the inputs that are set; the weights of one input lie together.
//!
//! The weights are kept in a small file format of our own, little-endian: the magic `TBGW`, a
//! format version, the three layer sizes, the number of self-play games trained, the weights
//! (`f32`), and a checksum over all that (FNV-1a, 64 bits), so that a damaged file is an error.
//!
//! ```
//! use tabula::ai::backgammon::net::Net;
//! let net = Net::new(10, 4, 7);
//! let back = Net::from_bytes(&net.to_bytes()).unwrap();
//! assert_eq!(back, net);
//! assert!(Net::from_bytes(&net.to_bytes()[..20]).is_err());
//! ```

use std::fmt;

use crate::rules::Rng;

/// The file format's magic bytes.
const MAGIC: &[u8; 4] = b"TBGW";
/// The file format's version.
const VERSION: u32 = 1;
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
                let row = &self.w1[i * self.hidden..(i + 1) * self.hidden];
                for (acc, w) in h.iter_mut().zip(row) {
                    *acc += v * w;
                }
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

    /// The network in the weights file format.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 4 * self.weight_count() + 8);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        for size in [self.inputs, self.hidden, OUTPUTS] {
            out.extend_from_slice(&(size as u32).to_le_bytes());
        }
        out.extend_from_slice(&self.games.to_le_bytes());
        for w in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// A network read from the weights file format; any damage is an error.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, WeightsError> {
        if bytes.len() < HEADER + 8 || &bytes[..4] != MAGIC {
            return Err(WeightsError::Format("no TBGW header".into()));
        }
        let word = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        if word(4) != VERSION {
            return Err(WeightsError::Format(format!("version {}", word(4))));
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
        let count = inputs * hidden + hidden + OUTPUTS * hidden + OUTPUTS;
        let expected = HEADER + 4 * count + 8;
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
        let weights: Vec<f32> = body[HEADER..]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        if weights.iter().any(|w| !w.is_finite()) {
            return Err(WeightsError::NotFinite);
        }
        let (w1, rest) = weights.split_at(inputs * hidden);
        let (b1, rest) = rest.split_at(hidden);
        let (w2, b2) = rest.split_at(OUTPUTS * hidden);
        Ok(Net {
            inputs,
            hidden,
            games: u64::from_le_bytes(games),
            w1: w1.to_vec(),
            b1: b1.to_vec(),
            w2: w2.to_vec(),
            b2: b2.to_vec(),
        })
    }

    fn weight_count(&self) -> usize {
        self.w1.len() + self.b1.len() + self.w2.len() + self.b2.len()
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
