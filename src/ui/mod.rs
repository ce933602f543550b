//! The web app (todo)
