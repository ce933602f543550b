//! The project's tools and shape: the command-line tool (and its UCI engine), the setup script on
//! both toolchain routes, and the layering of the source.

mod cli;
mod cli_gnubg;
mod layering;
mod review_cli;
mod setup_script;
mod uci;
