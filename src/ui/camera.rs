//! The camera, to read the other device's QR code (issue 26, 2): the browser's own reader
//! (`BarcodeDetector`) where it has one, else the pairing worker's over a grey copy of each
//! frame ([`crate::ui::pairing`]). The calls go through `Reflect` (the camera's APIs are a
//! handful of calls made once per scan): typed bindings for each would cost the page's
//! download more than the scanning does.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

use crate::ui::pairing;

fn get(target: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(target, &name.into()).unwrap_or_default()
}

/// Calls `target.name(args...)`.
fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let function: js_sys::Function = get(target, name).dyn_into()?;
    let args: js_sys::Array = args.iter().collect();
    function.apply(target, &args)
}

async fn wait(promise: JsValue) -> Result<JsValue, JsValue> {
    JsFuture::from(js_sys::Promise::from(promise)).await
}

fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = js_sys::Object::new();
    for (name, value) in pairs {
        let _ = js_sys::Reflect::set(&object, &(*name).into(), value);
    }
    object.into()
}

/// Starts the back camera into `video`; the stream, to stop later. The error in English.
pub async fn open(video: &web_sys::Element) -> Result<JsValue, String> {
    let devices = web_sys::window()
        .map(|w| get(&w.navigator(), "mediaDevices"))
        .filter(|d| !d.is_undefined())
        .ok_or("this browser gives no camera to the page")?;
    let constraints = object(&[
        (
            "video",
            object(&[("facingMode", JsValue::from_str("environment"))]),
        ),
        ("audio", JsValue::FALSE),
    ]);
    let asked = call(&devices, "getUserMedia", &[constraints]).map_err(|_| "no camera")?;
    let stream = wait(asked)
        .await
        .map_err(|_| "the camera was not allowed or is not there")?;
    let _ = js_sys::Reflect::set(video, &"srcObject".into(), &stream);
    if let Ok(playing) = call(video, "play", &[]) {
        let _ = wait(playing).await;
    }
    Ok(stream)
}

/// Stops the camera.
pub fn stop(stream: &JsValue) {
    if let Ok(tracks) = call(stream, "getTracks", &[]) {
        for track in js_sys::Array::from(&tracks).iter() {
            let _ = call(&track, "stop", &[]);
        }
    }
}

/// The text of a QR code in the video's current frame, if one is read.
pub async fn read_frame(video: &web_sys::Element) -> Option<String> {
    let window: JsValue = web_sys::window()?.into();
    let detector_class = get(&window, "BarcodeDetector");
    if let Ok(class) = detector_class.dyn_into::<js_sys::Function>() {
        let formats = object(&[("formats", js_sys::Array::of1(&"qr_code".into()).into())]);
        let detector = js_sys::Reflect::construct(&class, &js_sys::Array::of1(&formats)).ok()?;
        let found = wait(call(&detector, "detect", &[video.into()]).ok()?)
            .await
            .ok()?;
        let first = js_sys::Array::from(&found).get(0);
        return get(&first, "rawValue").as_string();
    }
    let (width, height) = frame_size(video)?;
    let luma = grey_frame(video, width, height)?;
    let args = [
        JsValue::from(width),
        JsValue::from(height),
        js_sys::Uint8Array::from(&luma[..]).into(),
    ];
    pairing::call("read", &args).await.ok()?.as_string()
}

/// The frame's size, scaled down to 640 pixels at most across: a phone camera's full frame is
/// more than the reader needs, and slower.
fn frame_size(video: &web_sys::Element) -> Option<(u32, u32)> {
    let width = get(video, "videoWidth").as_f64()?;
    let height = get(video, "videoHeight").as_f64()?;
    if width < 1.0 || height < 1.0 {
        return None;
    }
    let scale = (640.0 / width).min(1.0);
    Some(((width * scale) as u32, (height * scale) as u32))
}

/// The frame drawn on a canvas and turned grey: a byte per pixel, row by row.
fn grey_frame(video: &web_sys::Element, width: u32, height: u32) -> Option<Vec<u8>> {
    let document = web_sys::window()?.document()?;
    let canvas: JsValue = document.create_element("canvas").ok()?.into();
    let _ = js_sys::Reflect::set(&canvas, &"width".into(), &width.into());
    let _ = js_sys::Reflect::set(&canvas, &"height".into(), &height.into());
    let context = call(&canvas, "getContext", &["2d".into()]).ok()?;
    let at = |n: u32| JsValue::from(n);
    call(
        &context,
        "drawImage",
        &[video.into(), at(0), at(0), at(width), at(height)],
    )
    .ok()?;
    let image = call(
        &context,
        "getImageData",
        &[at(0), at(0), at(width), at(height)],
    )
    .ok()?;
    let rgba = get(&image, "data")
        .unchecked_into::<js_sys::Uint8ClampedArray>()
        .to_vec();
    // Luma from red, green and blue, weighted as the eye sees them (×256).
    Some(
        rgba.chunks_exact(4)
            .map(|p| {
                ((77 * u32::from(p[0]) + 150 * u32::from(p[1]) + 29 * u32::from(p[2])) >> 8) as u8
            })
            .collect(),
    )
}
