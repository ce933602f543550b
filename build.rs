//! English's word tables are compiled into the app (the other languages are fetched). They go in
//! without their comment and blank lines: the notes for translators are about 13 kB that every
//! first visit would otherwise download inside the wasm (docs/size-and-speed.md).

use std::path::Path;
use std::{env, fs};

fn main() {
    let source = Path::new("src/ui/words/i18n/lang/en");
    println!("cargo:rerun-if-changed={}", source.display());
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("en");
    fs::create_dir_all(&out).expect("OUT_DIR is writable");
    for entry in fs::read_dir(source).expect("the English tables are in the source tree") {
        let path = entry.expect("a readable directory").path();
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).expect("an English table is UTF-8 text");
        let kept: String = text
            .lines()
            .filter(|line| {
                let line = line.trim();
                !line.is_empty() && !line.starts_with('#')
            })
            .flat_map(|line| [line, "\n"])
            .collect();
        fs::write(out.join(path.file_name().expect("a file")), kept).expect("OUT_DIR is writable");
    }
}
