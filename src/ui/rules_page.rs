//! The rules page of one game.

use yew::prelude::*;

use super::rules_text::rules;
use crate::games::GameKind;

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    pub kind: GameKind,
}

#[component(RulesPage)]
pub fn rules_page(props: &RulesPageProps) -> Html {
    let sections = rules(props.kind).iter().map(|section| {
        html! {
            <section class={classes!("rules-section", section.added.then_some("added"))}>
                <h2>{ section.title }</h2>
                <ul>{ for section.points.iter().map(|p| html! { <li>{ *p }</li> }) }</ul>
            </section>
        }
    });
    html! {
        <main class="rules">
            <header class="bar">
                <a class="home-link" href="#/">{ "Tabula" }</a>
                <h1>{ format!("{}: rules", props.kind.title()) }</h1>
                <a class="play-link" href={format!("#/play/{}", props.kind.slug())}>{ "Play" }</a>
            </header>
            { for sections }
        </main>
    }
}
