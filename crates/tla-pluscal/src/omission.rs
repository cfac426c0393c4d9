//! What the translation leaves out, as the translator decides it while it
//! parses (`ParseAlgorithm.checkBody` and the `goto` flags): `pc`, when
//! every body is one `while TRUE` with no label inside, and the stuttering
//! step once every process is done, when some body is. The translation
//! and the checksum of the translator's tree both go by it.

use crate::ast::{self, Algorithm, Body, Stmt, StmtKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Omissions {
    pub pc: bool,
    pub stuttering_when_done: bool,
}

/// `expanded`: the algorithm with its macros expanded (its macros still
/// listed); `labelled`: the same with the labels the translator adds.
pub fn omissions(expanded: &Algorithm, labelled: &Algorithm) -> Omissions {
    let options = crate::Options::of(labelled);
    if options.before_1_5 {
        return Omissions { pc: false, stuttering_when_done: false };
    }
    // A goto anywhere keeps pc (one in a macro counts even if the macro is
    // never called: the translator notes it while it reads the macro); a
    // goto to Done keeps the stuttering step too.
    let (mut goto, mut goto_done) = (false, false);
    let bodies: Vec<&[Stmt]> = expanded
        .macros
        .iter()
        .map(|m| m.body.as_slice())
        .chain(expanded.procedures.iter().map(|p| p.body.as_slice()))
        .chain(match &expanded.body {
            Body::Uniprocess(stmts) => vec![stmts.as_slice()],
            Body::Multiprocess(ps) => ps.iter().map(|p| p.body.as_slice()).collect(),
        })
        .collect();
    for b in bodies {
        gotos(b, &mut goto, &mut goto_done);
    }
    let labelled_bodies: Vec<&[Stmt]> = match &labelled.body {
        Body::Uniprocess(stmts) => vec![stmts.as_slice()],
        Body::Multiprocess(ps) => ps.iter().map(|p| p.body.as_slice()).collect(),
    };
    // pc goes when every body qualifies, the stuttering when one does.
    let mut pc = labelled.procedures.is_empty();
    let mut stuttering_when_done = false;
    for b in labelled_bodies {
        let (keeps_pc, keeps_stuttering) = check_body(b);
        pc &= !keeps_pc;
        stuttering_when_done |= !keeps_stuttering;
    }
    if goto || goto_done {
        pc = false;
    }
    if goto_done {
        stuttering_when_done = false;
    }
    // (A label written `L:+` or `L:-` anywhere keeps pc.)
    let modified = |stmts: &[Stmt]| ast::any(stmts, |s| s.label.as_ref().is_some_and(|l| l.modifier.is_some()));
    let any_modified = labelled.procedures.iter().any(|p| modified(&p.body))
        || match &labelled.body {
            Body::Uniprocess(stmts) => modified(stmts),
            Body::Multiprocess(ps) => ps.iter().any(|p| modified(&p.body)),
        };
    if any_modified {
        pc = false;
    }
    Omissions { pc, stuttering_when_done }
}

/// Whether a body keeps pc, and the stuttering step: everything but one
/// `while TRUE` (TRUE alone) keeps both; a label inside it keeps pc.
fn check_body(body: &[Stmt]) -> (bool, bool) {
    match body {
        [] => (false, false),
        [Stmt { kind: StmtKind::While { cond, body }, .. }] if cond.tokens.len() == 1 && cond.tokens[0].is("TRUE") => {
            (ast::any(body, |s| s.label.is_some()), false)
        }
        _ => (true, true),
    }
}

/// The gotos of statements. (`call P(); goto L` is one statement to the
/// translator, which tests the procedure's name, not L, against Done.)
fn gotos(stmts: &[Stmt], goto: &mut bool, goto_done: &mut bool) {
    let mut i = 0;
    while i < stmts.len() {
        match &stmts[i].kind {
            StmtKind::Goto(to) => {
                *goto = true;
                *goto_done |= to == "Done";
            }
            StmtKind::Call { procedure, .. } if stmts.get(i + 1).is_some_and(|n| n.label.is_none() && matches!(n.kind, StmtKind::Goto(_))) => {
                *goto = true;
                *goto_done |= procedure == "Done";
                i += 1;
            }
            StmtKind::If { then, otherwise, .. } => {
                gotos(then, goto, goto_done);
                gotos(otherwise, goto, goto_done);
            }
            StmtKind::Either(bs) => bs.iter().for_each(|b| gotos(b, goto, goto_done)),
            StmtKind::While { body, .. } | StmtKind::With { body, .. } => gotos(body, goto, goto_done),
            _ => {}
        }
        i += 1;
    }
}
