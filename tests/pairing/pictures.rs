//! Grey pictures of QR codes, drawn here the way a camera would see a phone's screen: the code
//! at some size, turned, on a background, blurred, with sensor noise and a screen's weak contrast.

use tabula::pairing::qr::QrCode;
use tabula::rules::Rng;

/// A grey picture: `luma` is `width × height` bytes, row by row, 0 black to 255 white.
#[derive(Clone)]
pub struct Picture {
    pub width: usize,
    pub height: usize,
    pub luma: Vec<u8>,
}

impl Picture {
    fn at(&self, x: i64, y: i64, outside: u8) -> f64 {
        if x < 0 || y < 0 || x >= self.width as i64 || y >= self.height as i64 {
            return f64::from(outside);
        }
        f64::from(self.luma[y as usize * self.width + x as usize])
    }
}

/// The code with its quiet zone, `pixels` a module, black on white.
pub fn draw(code: &QrCode, pixels: usize) -> Picture {
    let side = code.width_with_quiet_zone() * pixels;
    let luma = (0..side * side)
        .map(|i| {
            let (x, y) = ((i % side) / pixels, (i / side) / pixels);
            if code.is_dark_with_quiet_zone(x, y) {
                0
            } else {
                255
            }
        })
        .collect();
    Picture {
        width: side,
        height: side,
        luma,
    }
}

/// How a turned picture takes its pixels from the drawn one.
#[derive(Clone, Copy, Debug)]
pub enum Sampling {
    Nearest,
    Bilinear,
}

/// A `width × height` frame of grey `background` with `picture` in its middle, scaled to `size`
/// pixels on a side and turned by `degrees`.
pub fn place(
    picture: &Picture,
    width: usize,
    height: usize,
    size: f64,
    degrees: f64,
    sampling: Sampling,
    background: u8,
) -> Picture {
    let (sin, cos) = degrees.to_radians().sin_cos();
    let scale = picture.width as f64 / size;
    let (cx, cy) = (width as f64 / 2.0, height as f64 / 2.0);
    let half = picture.width as f64 / 2.0;
    let mut luma = Vec::with_capacity(width * height);
    for y in 0..height {
        for x in 0..width {
            // The frame's pixel centre, turned back into the drawn picture.
            let (dx, dy) = (x as f64 + 0.5 - cx, y as f64 + 0.5 - cy);
            let u = (dx * cos + dy * sin) * scale + half - 0.5;
            let v = (-dx * sin + dy * cos) * scale + half - 0.5;
            let value = match sampling {
                Sampling::Nearest => picture.at(u.round() as i64, v.round() as i64, background),
                Sampling::Bilinear => {
                    let (x0, y0) = (u.floor(), v.floor());
                    let (fx, fy) = (u - x0, v - y0);
                    let (x0, y0) = (x0 as i64, y0 as i64);
                    let p = |x, y| picture.at(x, y, background);
                    (p(x0, y0) * (1.0 - fx) + p(x0 + 1, y0) * fx) * (1.0 - fy)
                        + (p(x0, y0 + 1) * (1.0 - fx) + p(x0 + 1, y0 + 1) * fx) * fy
                }
            };
            luma.push(value.round().clamp(0.0, 255.0) as u8);
        }
    }
    Picture {
        width,
        height,
        luma,
    }
}

/// Each pixel the mean of its 3×3 neighbourhood, `times` over: a lens slightly out of focus.
pub fn blur(picture: &Picture, times: usize) -> Picture {
    let mut out = picture.clone();
    for _ in 0..times {
        let from = out.clone();
        for y in 0..from.height {
            for x in 0..from.width {
                let mut sum = 0.0;
                for (dx, dy) in (-1..=1).flat_map(|dx| (-1..=1).map(move |dy| (dx, dy))) {
                    let (sx, sy) = (x as i64 + dx, y as i64 + dy);
                    let edge = from.luma[y * from.width + x];
                    sum += from.at(sx, sy, edge);
                }
                out.luma[y * from.width + x] = (sum / 9.0).round() as u8;
            }
        }
    }
    out
}

/// Black and white brought to `dark` and `light` (a screen seen through a camera), then noise of
/// up to `noise` either way on each pixel, seeded.
pub fn dull(picture: &Picture, dark: u8, light: u8, noise: u8, seed: u64) -> Picture {
    let mut rng = Rng::new(seed);
    let span = f64::from(light) - f64::from(dark);
    let luma = picture
        .luma
        .iter()
        .map(|&v| {
            let level = f64::from(dark) + span * f64::from(v) / 255.0;
            let jitter = rng.below(2 * usize::from(noise) + 1) as f64 - f64::from(noise);
            (level + jitter).round().clamp(0.0, 255.0) as u8
        })
        .collect();
    Picture {
        luma,
        ..picture.clone()
    }
}
