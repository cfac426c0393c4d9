//! The standard modules tlars ships (sources in `stdlib/`), found after the
//! spec's folder and the library folders, as TLC finds its own.

pub const STANDARD_MODULES: &[(&str, &str)] = &[
    ("Naturals", include_str!("../stdlib/Naturals.tla")),
    ("Integers", include_str!("../stdlib/Integers.tla")),
    ("Reals", include_str!("../stdlib/Reals.tla")),
    ("Sequences", include_str!("../stdlib/Sequences.tla")),
    ("FiniteSets", include_str!("../stdlib/FiniteSets.tla")),
    ("Bags", include_str!("../stdlib/Bags.tla")),
    ("TLC", include_str!("../stdlib/TLC.tla")),
    ("TLCExt", include_str!("../stdlib/TLCExt.tla")),
    ("Toolbox", include_str!("../stdlib/Toolbox.tla")),
    ("Randomization", include_str!("../stdlib/Randomization.tla")),
    ("RealTime", include_str!("../stdlib/RealTime.tla")),
    ("Json", include_str!("../stdlib/Json.tla")),
    ("TLAPS", include_str!("../stdlib/TLAPS.tla")),
    ("IOUtils", include_str!("../stdlib/IOUtils.tla")),
    ("CSV", include_str!("../stdlib/CSV.tla")),
    ("Bitwise", include_str!("../stdlib/Bitwise.tla")),
    ("Combinatorics", include_str!("../stdlib/Combinatorics.tla")),
    ("Statistics", include_str!("../stdlib/Statistics.tla")),
    ("DyadicRationals", include_str!("../stdlib/DyadicRationals.tla")),
    ("Folds", include_str!("../stdlib/Folds.tla")),
    ("Functions", include_str!("../stdlib/Functions.tla")),
    ("FiniteSetsExt", include_str!("../stdlib/FiniteSetsExt.tla")),
    ("SequencesExt", include_str!("../stdlib/SequencesExt.tla")),
    ("BagsExt", include_str!("../stdlib/BagsExt.tla")),
    ("Graphs", include_str!("../stdlib/Graphs.tla")),
    ("UndirectedGraphs", include_str!("../stdlib/UndirectedGraphs.tla")),
    ("VectorClocks", include_str!("../stdlib/VectorClocks.tla")),
    ("Relation", include_str!("../stdlib/Relation.tla")),
    ("Quorum", include_str!("../stdlib/Quorum.tla")),
    ("DifferentialEquations", include_str!("../stdlib/DifferentialEquations.tla")),
    ("HTML", include_str!("../stdlib/HTML.tla")),
    ("SVG", include_str!("../stdlib/SVG.tla")),
    ("GraphViz", include_str!("../stdlib/GraphViz.tla")),
    ("ShiViz", include_str!("../stdlib/ShiViz.tla")),
    ("_Possible", include_str!("../stdlib/_Possible.tla")),
];

pub fn standard_module(name: &str) -> Option<&'static str> {
    STANDARD_MODULES.iter().find(|(n, _)| *n == name).map(|(_, src)| *src)
}
