"""The parlour's app logic without pygame: words, matches, saves, settings, statistics, replays."""
