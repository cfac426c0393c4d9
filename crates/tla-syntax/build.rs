fn main() {
    let grammar = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../grammar");
    println!("cargo:rerun-if-changed={}", grammar.join("tla.lalrpop").display());
    lalrpop::Configuration::new().set_in_dir(&grammar).set_out_dir(std::env::var("OUT_DIR").unwrap()).emit_rerun_directives(true).process().unwrap();
}
