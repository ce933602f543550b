//! The rules page of one game, in the page's language.

use yew::prelude::*;

use crate::games::GameKind;
use crate::ui::pages::page_bar;
use crate::ui::settings::use_words;
use crate::ui::words::rules_text::rules;

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    pub kind: GameKind,
}

#[component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let words = use_words();
    let kind = props.kind;
    let sections = rules(kind, &words);
    // The edge that marks added sections is explained in words only where there is one to explain.
    let note = sections
        .iter()
        .any(|section| section.added)
        .then(|| html! { <p class="rules-note">{ words.get("rules.added-note") }</p> });
    let sections = sections.into_iter().map(|section| {
        html! {
            <section class={classes!("rules-section", section.added.then_some("added"))}>
                <h2>{ section.title }</h2>
                <ul>{ for section.points.into_iter().map(|p| html! { <li>{ p }</li> }) }</ul>
            </section>
        }
    });
    let game = words.get(&format!("games.{}.name", kind.slug()));
    html! {
        <main class="rules">
            { page_bar(&words, words.fill("rules.heading", &[("game", &game)]), html! {
                <a class="play-link" href={format!("#/play/{}", kind.slug())}>{ words.get("rules.play") }</a>
            }) }
            { note }
            { for sections }
        </main>
    }
}
