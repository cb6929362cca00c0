//! Ranges of numeric arguments. Each range gives both its argument's parser and the words its
//! help states, so the two cannot disagree.

use clap::builder::TypedValueParser;

/// Whole numbers from `min` to `max` (or without an upper bound), parsed into `T`.
#[derive(Clone, Copy)]
pub struct Ints<T> {
    min: T,
    max: Option<T>,
}

impl<T> Ints<T> {
    pub const fn new(min: T, max: T) -> Self {
        Ints { min, max: Some(max) }
    }

    pub const fn at_least(min: T) -> Self {
        Ints { min, max: None }
    }
}

impl<T> Ints<T>
where
    T: Copy + Into<u64> + TryFrom<u64> + Send + Sync + 'static,
{
    /// Refuses a value outside the range, naming the range.
    pub fn parser(self) -> impl TypedValueParser<Value = T> {
        move |text: &str| -> Result<T, String> {
            let n: u64 = text.parse().map_err(|e| format!("{e}"))?;
            let fits = n >= self.min.into() && self.max.map_or(true, |max| n <= max.into());
            match T::try_from(n) {
                Ok(value) if fits => Ok(value),
                _ => Err(format!("{text} is out of range ({})", self.words())),
            }
        }
    }

    /// `text` with the range appended: "Games to play (1 to 100,000)"
    pub fn help(self, text: &str) -> String {
        format!("{text} ({})", self.words())
    }

    fn words(self) -> String {
        let min = grouped(self.min.into());
        match self.max {
            Some(max) => format!("{min} to {}", grouped(max.into())),
            None => format!("at least {min}"),
        }
    }
}

/// Finite numbers from `min` to `max`: NaN and the infinities are refused.
#[derive(Clone, Copy)]
pub struct Floats {
    min: f64,
    max: f64,
}

impl Floats {
    pub const fn new(min: f64, max: f64) -> Self {
        Floats { min, max }
    }

    /// Refuses a value outside the range, naming the range.
    pub fn parser(self) -> impl TypedValueParser<Value = f64> {
        move |text: &str| -> Result<f64, String> {
            let value: f64 = text.parse().map_err(|e| format!("{e}"))?;
            // NaN is in no range.
            if (self.min..=self.max).contains(&value) {
                Ok(value)
            } else {
                Err(format!("{text} is out of range ({})", self.words()))
            }
        }
    }

    /// `text` with the range appended: "Seconds for each game (0.01 to 600)"
    pub fn help(self, text: &str) -> String {
        format!("{text} ({})", self.words())
    }

    fn words(self) -> String {
        format!("{} to {}", float_text(self.min), float_text(self.max))
    }
}

/// `n` with its thousands grouped: 60,000.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut text = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

/// A bound as the help gives it: 0.01, 600 or 86,400.
fn float_text(x: f64) -> String {
    if x >= 0.0 && x.fract() == 0.0 {
        grouped(x as u64)
    } else {
        x.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_states_the_range() {
        assert_eq!(Ints::<u64>::new(1, 60_000).help("Time"), "Time (1 to 60,000)");
        assert_eq!(Ints::<u32>::new(0, 8).help("Plies"), "Plies (0 to 8)");
        assert_eq!(Ints::<u64>::at_least(1).help("Nodes"), "Nodes (at least 1)");
        assert_eq!(Floats::new(0.01, 86_400.0).help("Seconds"), "Seconds (0.01 to 86,400)");
        assert_eq!(grouped(1_000_000), "1,000,000");
        assert_eq!(grouped(100), "100");
    }
}
