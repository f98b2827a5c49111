"""Ground-truth accuracy corpus for contrastscan: generator (make-accuracy-corpus) and
evaluator (accuracy). See scripts/make-accuracy-corpus --help and scripts/accuracy --help."""
