//! The crates' dependencies are the layering `book/src/architecture.md`
//! states, so that the document cannot drift from the code.
//!
//! The document's "Layering" table gives each crate of the workspace a
//! stage and the workspace crates it depends on. Each crate's `Cargo.toml`
//! must depend (as a dependency or build dependency) on exactly those, each
//! of an earlier stage; a dev-dependency may only be `test-support` or a
//! crate of an earlier stage. Data flows one way.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use test_support::repo_root;

/// A row of the document's table: the crate's stage and what it may use.
struct Row {
    stage: u32,
    depends_on: BTreeSet<String>,
}

/// The rows of the table under the "## Layering" heading: `| `crate` |
/// stage | `dep`, `dep` |` (a dash for none).
fn documented_layering(doc: &str) -> BTreeMap<String, Row> {
    let section = doc.split("\n## Layering").nth(1).expect("architecture.md has a \"## Layering\" section");
    let section = section.split("\n## ").next().unwrap_or(section);
    let mut rows = BTreeMap::new();
    for line in section.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!(cells.len(), 3, "a layering row has three cells: {line}");
        let name = cells[0].trim_matches('`').to_string();
        let stage = cells[1].parse().unwrap_or_else(|_| panic!("the stage of {name} is a number: {line}"));
        let depends_on = cells[2].split(',').map(|d| d.trim().trim_matches('`').to_string()).filter(|d| !d.is_empty() && d != "—").collect();
        assert!(rows.insert(name.clone(), Row { stage, depends_on }).is_none(), "{name} has two rows");
    }
    rows
}

/// The workspace crates a manifest names in `section` (`dependencies`,
/// `dev-dependencies`, `build-dependencies`).
fn manifest_deps(manifest: &str, section: &str, workspace: &BTreeSet<String>) -> BTreeSet<String> {
    let header = format!("[{section}]");
    let mut inside = false;
    let mut deps = BTreeSet::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == header;
            continue;
        }
        if !inside {
            continue;
        }
        let name = line.split(['=', '.', ' ']).next().unwrap_or("");
        if workspace.contains(name) {
            deps.insert(name.to_string());
        }
    }
    deps
}

fn workspace_crates(root: &Path) -> BTreeSet<String> {
    std::fs::read_dir(root.join("crates"))
        .expect("crates/")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("Cargo.toml").exists())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn every_crate_depends_on_what_the_architecture_document_says() {
    let root = repo_root();
    let doc = std::fs::read_to_string(root.join("book/src/architecture.md")).expect("book/src/architecture.md");
    let layering = documented_layering(&doc);
    let workspace = workspace_crates(&root);
    let documented: BTreeSet<String> = layering.keys().cloned().collect();
    assert_eq!(documented, workspace, "the layering table names every crate of the workspace, and only those");
    let mut wrong = Vec::new();
    for (name, row) in &layering {
        let manifest = std::fs::read_to_string(root.join("crates").join(name).join("Cargo.toml")).expect("a manifest");
        let mut used = manifest_deps(&manifest, "dependencies", &workspace);
        used.extend(manifest_deps(&manifest, "build-dependencies", &workspace));
        if used != row.depends_on {
            wrong.push(format!("{name} depends on {used:?}; the document says {:?}", row.depends_on));
        }
        for dep in &row.depends_on {
            if layering.get(dep).is_none_or(|d| d.stage >= row.stage) {
                wrong.push(format!("{name} (stage {}) depends on {dep}, which is not of an earlier stage", row.stage));
            }
        }
        for dep in manifest_deps(&manifest, "dev-dependencies", &workspace) {
            if dep != "test-support" && layering.get(&dep).is_none_or(|d| d.stage >= row.stage) {
                wrong.push(format!("{name} (stage {}) has the dev-dependency {dep}, which is not of an earlier stage", row.stage));
            }
        }
    }
    assert!(wrong.is_empty(), "the layering is not the document's:\n{}", wrong.join("\n"));
}
