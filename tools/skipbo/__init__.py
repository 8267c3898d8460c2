"""Skip-Bo bots, the simulator and the engine benchmark: development tools over ``engine.skipbo``."""
