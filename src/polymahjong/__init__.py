"""polymahjong: one engine for many mahjong rulesets."""
__version__ = "0.1.0"
