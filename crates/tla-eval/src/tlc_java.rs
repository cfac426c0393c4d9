//! Which operators TLC evaluates with Java code of its own whatever text
//! defines them.
//!
//! TLC binds its Java implementations to a module by the module's name: the
//! classes of its standard modules (`tlc2.module.Sequences`, ...) and the
//! `@TLAPlusOperator` methods of the CommunityModules apply to a module of
//! that name found anywhere, beside the spec too (a copy of a community
//! module kept with the spec). tlars does the same for these operators; its
//! other natives, which only make its own modules' definitions faster, apply
//! to library modules alone, so that a user's module named like one of them
//! keeps its own definitions.

/// The standard modules TLC implements in Java (every operator of them
/// that tlars computes natively is one TLC computes in Java).
const STANDARD: [&str; 10] = ["Naturals", "Integers", "Reals", "Sequences", "FiniteSets", "Bags", "TLC", "TLCExt", "Strings", "Randomization"];

/// The `@TLAPlusOperator` overrides of the CommunityModules, the newest and
/// the copy in tla2tools.jar (which also has the two ReplaceSubSeq ones):
/// (module, operator).
const COMMUNITY: [(&str, &str); 68] = [
    ("BagsExt", "FoldBag"),
    ("Bitwise", "And"),
    ("Bitwise", "Not"),
    ("Bitwise", "Or"),
    ("Bitwise", "Xor"),
    ("Bitwise", "shiftR"),
    ("CSV", "CSVRead"),
    ("CSV", "CSVRecords"),
    ("CSV", "CSVWrite"),
    ("CSV", "CSVWriteRecord"),
    ("Combinatorics", "choose"),
    ("Combinatorics", "factorial"),
    ("DyadicRationals", "Reduce"),
    ("FiniteSetsExt", "FoldSet"),
    ("FiniteSetsExt", "Quantify"),
    ("FiniteSetsExt", "kSubset"),
    ("Functions", "AntiFunction"),
    ("Functions", "FoldFunction"),
    ("Functions", "FoldFunctionOnSet"),
    ("Functions", "IsInjective"),
    ("GraphViz", "DotDiGraph"),
    ("Graphs", "AreConnectedIn"),
    ("Graphs", "IsStronglyConnected"),
    ("Graphs", "SimplePath"),
    ("IOUtils", "IODeserialize"),
    ("IOUtils", "IOEnv"),
    ("IOUtils", "IOEnvExec"),
    ("IOUtils", "IOEnvExecTemplate"),
    ("IOUtils", "IOExec"),
    ("IOUtils", "IOExecTemplate"),
    ("IOUtils", "IOSerialize"),
    ("IOUtils", "atoi"),
    ("Json", "JsonDeserialize"),
    ("Json", "JsonSerialize"),
    ("Json", "ToJson"),
    ("Json", "ToJsonArray"),
    ("Json", "ToJsonObject"),
    ("Json", "ndJsonDeserialize"),
    ("Json", "ndJsonSerialize"),
    ("SVG", "NodeOfRingNetwork"),
    ("SVG", "NodesOfDirectedMultiGraph"),
    ("SVG", "PointOnLine"),
    ("SVG", "SVGElemToString"),
    ("SequencesExt", "AllSubSeqs"),
    ("SequencesExt", "Contains"),
    ("SequencesExt", "FoldLeft"),
    ("SequencesExt", "FoldLeftDomain"),
    ("SequencesExt", "FoldRight"),
    ("SequencesExt", "FoldRightDomain"),
    ("SequencesExt", "FoldSeq"),
    ("SequencesExt", "IsPrefix"),
    ("SequencesExt", "LongestCommonPrefix"),
    ("SequencesExt", "RemoveFirst"),
    ("SequencesExt", "RemoveFirstMatch"),
    ("SequencesExt", "ReplaceAllSubSeqs"),
    ("SequencesExt", "ReplaceFirstSubSeq"),
    ("SequencesExt", "SelectInSeq"),
    ("SequencesExt", "SelectInSubSeq"),
    ("SequencesExt", "SelectLastInSeq"),
    ("SequencesExt", "SelectLastInSubSeq"),
    ("SequencesExt", "SetToSeq"),
    ("SequencesExt", "SetToSeqs"),
    ("SequencesExt", "Suffixes"),
    ("Statistics", "ChiSquare"),
    ("UndirectedGraphs", "AreConnectedIn"),
    ("UndirectedGraphs", "ConnectedComponents"),
    ("UndirectedGraphs", "SimplePath"),
    ("VectorClocks", "CausalOrder"),
];

/// Whether TLC evaluates `name` of module `module` with its Java code.
pub fn tlc_computes_in_java(module: &str, name: &str) -> bool {
    STANDARD.contains(&module) || COMMUNITY.contains(&(module, name))
}
