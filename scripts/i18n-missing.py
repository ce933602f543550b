#!/usr/bin/env python3
"""Lists, per area, the English entries a language's tables lack (and keys English no longer has).

    scripts/i18n-missing.py fi [ru ...]      # prints `key = English value` lines to translate

For translators: copy the lines into src/ui/words/i18n/lang/<code>/<area>.txt and translate the values.
Counted phrases (`key.one`/`key.other` in English) need the plural forms of the language
(src/ui/words/i18n/plural.rs: PluralForm::used_by); they are listed as `key.<form>` lines.
tests/i18n.rs is the authority; this only saves looking.
"""
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent / "src/ui/words/i18n/lang"
AREAS = ["common", "games", "home", "play", "status", "library", "editor", "board", "rules"]
SUFFIXES = {"zero", "one", "two", "few", "many", "other"}
FORMS = {
    "en": ["one", "other"], "fi": ["one", "other"], "el": ["one", "other"], "tr": ["one", "other"],
    "es": ["one", "other"], "ru": ["one", "few", "many"], "hr": ["one", "few", "other"],
    "sr": ["one", "few", "other"], "sl": ["one", "two", "few", "other"], "ro": ["one", "few", "other"],
    "ar": ["zero", "one", "two", "few", "many", "other"],
}


def read(path):
    entries = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if line and not line.startswith("#") and "=" in line:
                key, value = line.split("=", 1)
                entries[key.strip()] = value.strip()
    return entries


def main(codes):
    for code in codes:
        print(f"##### {code}")
        for area in AREAS:
            english = read(ROOT / "en" / f"{area}.txt")
            own = read(ROOT / code / f"{area}.txt")
            wanted = {}
            for key, value in english.items():
                base, _, suffix = key.rpartition(".")
                if suffix in SUFFIXES:
                    for form in FORMS[code]:
                        wanted.setdefault(f"{base}.{form}", english.get(f"{base}.other", value))
                else:
                    wanted[key] = value
            missing = [(k, v) for k, v in wanted.items() if k not in own]
            extra = [k for k in own if k not in wanted]
            if missing or extra:
                print(f"# {area}.txt: {len(missing)} missing, {len(extra)} not in English")
                for key, value in missing:
                    print(f"{key} = {value}")
                for key in extra:
                    print(f"# not in English (remove): {key}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["fi"])
