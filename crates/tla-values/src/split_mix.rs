//! SplitMix64, the one random generator of tlars' own (RandomElement and
//! its kin, simulation's draws, the differential fuzzer): small, fast, and
//! the same numbers from a seed on every machine. (TLC's random choices
//! come from Java's generator and its seeds; tlars does not reproduce
//! them, so nothing here needs to be TLC's.)

/// The generator's state.
#[derive(Clone, Copy, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub const fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), by multiplying rather than by a
    /// remainder, which would favour the small numbers.
    pub fn below(&mut self, n: u64) -> u64 {
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_gives_the_reference_sequence() {
        // The first outputs of SplitMix64 from seed 0, as its reference
        // implementation gives them.
        let mut g = SplitMix64::new(0);
        assert_eq!([g.next_u64(), g.next_u64(), g.next_u64()], [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]);
    }

    /// The draws are spread over their range and repeat with the seed.
    #[test]
    fn draws_are_spread_and_repeatable() {
        let mut counts = [0usize; 7];
        let mut d = SplitMix64::new(42);
        for _ in 0..70_000 {
            counts[d.below(7) as usize] += 1;
        }
        assert!(counts.iter().all(|&c| (9_000..11_000).contains(&c)), "{counts:?}");
        let (mut a, mut b) = (SplitMix64::new(5), SplitMix64::new(5));
        assert!((0..100).all(|_| a.next_u64() == b.next_u64()));
    }
}
