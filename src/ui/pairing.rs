//! The page's side of the pairing worker (src/bin/pairing.rs): started when first needed, asked
//! one function at a time, each answer a future. A worker that fails (a QR reader stopped by an
//! odd picture, a script that cannot load) answers every question still open with an error and
//! is started afresh for the next one.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{MessageEvent, Worker};

type Waiting = (js_sys::Function, js_sys::Function);

struct Helper {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(JsValue)>,
}

thread_local! {
    static HELPER: RefCell<Option<Helper>> = const { RefCell::new(None) };
    static WAITING: RefCell<Vec<(u32, Waiting)>> = const { RefCell::new(Vec::new()) };
    static NEXT: RefCell<u32> = const { RefCell::new(0) };
}

/// The worker's script, from the hash the page names (scripts/pairing-worker.sh).
fn script() -> Option<String> {
    let meta = web_sys::window()?
        .document()?
        .query_selector("meta[name=tabula-pairing]")
        .ok()??;
    let hash = meta.get_attribute("content").filter(|h| !h.is_empty())?;
    Some(format!("./pairing-worker-{hash}.js"))
}

fn fail_all(why: &str) {
    let waiting: Vec<Waiting> =
        WAITING.with(|w| w.borrow_mut().drain(..).map(|(_, w)| w).collect());
    for (_, reject) in waiting {
        let _ = reject.call1(&JsValue::NULL, &JsValue::from_str(why));
    }
}

fn start() -> Result<Worker, String> {
    let unavailable =
        "the pairing helper is not available (open the page once with the network on)";
    let worker = Worker::new(&script().ok_or(unavailable)?).map_err(|_| unavailable)?;
    let on_message = Closure::wrap(Box::new(|event: MessageEvent| {
        let data = event.data();
        let get = |name: &str| js_sys::Reflect::get(&data, &name.into()).unwrap_or_default();
        let Some(id) = get("id").as_f64().map(|id| id as u32) else {
            return;
        };
        let found = WAITING.with(|w| {
            let mut waiting = w.borrow_mut();
            let at = waiting.iter().position(|(n, _)| *n == id)?;
            Some(waiting.remove(at).1)
        });
        let Some((resolve, reject)) = found else {
            return;
        };
        let error = get("error");
        let _ = if error.is_undefined() {
            resolve.call1(&JsValue::NULL, &get("ok"))
        } else {
            reject.call1(&JsValue::NULL, &error)
        };
    }) as Box<dyn FnMut(MessageEvent)>);
    let on_error = Closure::wrap(Box::new(|_: JsValue| {
        // Dropped from inside its own handler: the worker goes, the handlers with it later.
        if let Some(helper) = HELPER.with(|h| h.borrow_mut().take()) {
            helper.worker.terminate();
            wasm_bindgen_futures::spawn_local(async move { drop(helper) });
        }
        fail_all("the pairing helper stopped");
    }) as Box<dyn FnMut(JsValue)>);
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    HELPER.with(|h| {
        *h.borrow_mut() = Some(Helper {
            worker: worker.clone(),
            _on_message: on_message,
            _on_error: on_error,
        })
    });
    Ok(worker)
}

/// Starts the worker now (a game with a friend opens): its files are then fetched and kept
/// for when the two devices connect, with the network off too.
pub fn prepare() {
    if HELPER.with(|h| h.borrow().is_none()) {
        let _ = start();
    }
}

/// Calls the worker's function `op` with `args`; the error in English.
pub async fn call(op: &str, args: &[JsValue]) -> Result<JsValue, String> {
    let worker = match HELPER.with(|h| h.borrow().as_ref().map(|h| h.worker.clone())) {
        Some(worker) => worker,
        None => start()?,
    };
    let id = NEXT.with(|next| {
        let mut next = next.borrow_mut();
        *next += 1;
        *next
    });
    let answer = js_sys::Promise::new(&mut |resolve, reject| {
        WAITING.with(|w| w.borrow_mut().push((id, (resolve, reject))));
    });
    let message = js_sys::Object::new();
    let arguments: js_sys::Array = args.iter().collect();
    let _ = js_sys::Reflect::set(&message, &"id".into(), &id.into());
    let _ = js_sys::Reflect::set(&message, &"op".into(), &op.into());
    let _ = js_sys::Reflect::set(&message, &"args".into(), &arguments);
    worker
        .post_message(&message)
        .map_err(|_| "the pairing helper took no message".to_string())?;
    JsFuture::from(answer)
        .await
        .map_err(|error| error.as_string().unwrap_or_default())
}

/// Calls a function that answers a text.
pub async fn text(op: &str, args: &[&str]) -> Result<String, String> {
    let args: Vec<JsValue> = args.iter().map(|a| JsValue::from_str(a)).collect();
    call(op, &args)
        .await?
        .as_string()
        .ok_or_else(|| "the pairing helper gave no text".to_string())
}
