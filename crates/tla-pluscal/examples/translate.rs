//! Prints the translation of the algorithm in a module (for comparing with
//! the translator's by hand): `cargo run --example translate -- Spec.tla`.

fn main() {
    let path = std::env::args().nth(1).expect("a .tla file");
    let text = std::fs::read_to_string(&path).expect("readable");
    match tla_pluscal::parse_module(&text) {
        None => eprintln!("no algorithm"),
        Some(Err(e)) => eprintln!("{}:{}: {}", e.pos.line, e.pos.col, e.message),
        Some(Ok(alg)) => match tla_pluscal::generate::translate(&alg) {
            Ok(lines) => lines.iter().for_each(|l| println!("{l}")),
            Err(e) => eprintln!("{}:{}: {}", e.pos.line, e.pos.col, e.message),
        },
    }
}
