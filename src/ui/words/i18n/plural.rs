//! Which plural form a number takes in each language (the CLDR cardinal rules, for whole
//! numbers only: the page counts points, pieces and moves, never fractions).

use super::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PluralForm {
    Zero,
    One,
    Two,
    Few,
    Many,
    Other,
}

impl PluralForm {
    /// The key suffix a table writes the form under (`points.one`, `points.few`, ...).
    pub fn suffix(self) -> &'static str {
        match self {
            PluralForm::Zero => "zero",
            PluralForm::One => "one",
            PluralForm::Two => "two",
            PluralForm::Few => "few",
            PluralForm::Many => "many",
            PluralForm::Other => "other",
        }
    }

    /// The forms a language uses, so a table can be checked for all of them.
    pub fn used_by(lang: Lang) -> &'static [PluralForm] {
        use PluralForm::*;
        match lang {
            Lang::En | Lang::Fi | Lang::El | Lang::Tr | Lang::Es => &[One, Other],
            Lang::Ru => &[One, Few, Many],
            Lang::Hr | Lang::Sr => &[One, Few, Other],
            Lang::Sl => &[One, Two, Few, Other],
            Lang::Ro => &[One, Few, Other],
            Lang::Ar => &[Zero, One, Two, Few, Many, Other],
        }
    }
}

pub fn plural_form(lang: Lang, n: u64) -> PluralForm {
    use PluralForm::*;
    let (n10, n100) = (n % 10, n % 100);
    match lang {
        Lang::En | Lang::Fi | Lang::El | Lang::Tr | Lang::Es => {
            if n == 1 {
                One
            } else {
                Other
            }
        }
        Lang::Ru | Lang::Hr | Lang::Sr => {
            let many = if lang == Lang::Ru { Many } else { Other };
            if n10 == 1 && n100 != 11 {
                One
            } else if (2..=4).contains(&n10) && !(12..=14).contains(&n100) {
                Few
            } else {
                many
            }
        }
        Lang::Sl => match n100 {
            1 => One,
            2 => Two,
            3 | 4 => Few,
            _ => Other,
        },
        Lang::Ro => {
            if n == 1 {
                One
            } else if n == 0 || (2..=19).contains(&n100) {
                Few
            } else {
                Other
            }
        }
        Lang::Ar => match n {
            0 => Zero,
            1 => One,
            2 => Two,
            _ if (3..=10).contains(&n100) => Few,
            _ if (11..=99).contains(&n100) => Many,
            _ => Other,
        },
    }
}
