package main

// entry is one go test -bench run: the benchmarks matching Bench in package
// Pkg, shown in the table of Topic, each beside its reference.
//
// Ref names the reference: a benchmark name in which $1, $2, ... stand for
// the submatches of Bench in the benchmark's own name (regexp's Expand), so
// one entry can pair each size with the reference of that size. The
// reference may come from another entry of the same package; it is matched
// at the same GOMAXPROCS. Unit is what the ratio compares, ns/op unless set
// (a benchmark that reports a cost per layout, position or board compares
// that).
//
// CPU is go test's -cpu list (GOMAXPROCS values; empty: every core).
// Benchtime and Count default to go test's 1s and the -count flag; the
// -benchtime and -count flags, when given, override every entry's.
//
// Env names an environment variable that must be set for the entry to run:
// the benchmarks that run a program in another language read it (see their
// doc comments), and the entry is listed as not run without it.
type entry struct {
	Pkg, Bench, Topic, Ref string

	CPU       string
	Benchtime string
	Count     int
	Unit      string
	Env       string
}

// Topics, in the order of the tables, with what each table shows.
var topics = []struct{ name, about string }{
	{"backtrack", "12-queens (14,200 solutions) through `backtrack.Search`, against hand-written recursion over the same board states: fully inlined (the reference), and through the same `Branch` function with one reused buffer per depth."},
	{"queens", "`queens.Count` for the Classic rule counts by symmetry classes; the reference is the plain bitboard kernel that counts every placement (each mirror pair once), as a Somers-style C counter does. The engine rows count through `backtrack.Search`. Rooks and NoTouch are counted by formula."},
	{"queens: other programs", "Counters in other languages, run by `BenchmarkExternal_*` when `GO_PUZZLES_QUEENS_COUNTERS` names them (`label=command;...`; the command gets n as its last argument and prints the count), against `queens.Count` on one core."},
	{"regions", "Counting the community corpus of LinkedIn-style boards to the last solution, against a plain row-by-row counter on the same engine (on the boards of size 10 or less: the larger ones take it minutes); generating puzzles with exactly one solution (`median-ns` is the median puzzle: a few take many tries); `Explain` and `Grade` against `Count(b, 2)`, the uniqueness check."},
	{"sevenseg", "Every true equation within k stick moves, over 32 sampled `dd±dd=dd` layouts (`ns/layout`), against the published move-by-move method (`SolutionsMoveByMove`); the census of all 2,000,000 layouts, compared per layout with the same reference; single equations with two operators and with × and ÷."},
	{"knight", "`knight.Count` (pruned enumeration on small boards, a frontier scan by columns on boards with a short side up to 6) against the unpruned search, the search from every start, and enumeration where it finishes in seconds; `Find` (one tour by construction) and the first tour of the lazy `Tours`."},
	{"minimax", "`minimax.Solve` against plain memo-free minimax: tic-tac-toe from the empty board, and all 625 starts of the disappearing-platforms game on a full 5×5 board (`examples/platforms`); and Nim on heaps of 12, 13 and 14 sticks (2,730 states) against a memoised negamax, with the nodes the engine visits and the states the memo evaluates."},
	{"Connect Four", "100 seeded random positions after 12, 20 and 28 moves (`examples/connect4/c4`), each round from an empty table: the generic engine with the game's hooks against a dedicated negamax with Pascal Pons' algorithm written out in Go, with a table of 131K entries (655 KB) that stays in the caches as the engine's does (the reference: `NegamaxSmall`), and with his table of 8M entries (40 MB); and the engine with one worker per core (`minimax.Workers`, GOMAXPROCS) against the same engine on one worker, both with 2 cores (GOMAXPROCS 2): the speed-up of the second core."},
	{"Connect Four: other programs", "Solvers in other languages, run by `BenchmarkSolve_External_*` when `GO_PUZZLES_C4_SOLVERS` names them (`label=command;...`; the command reads positions as move strings, one a line, and prints `moves score nodes microseconds` a line, as Pons' solver does), against the engine on one core."},
	{"shards", "Every shard of a count run one after another on one core, against the plain count: the cost of splitting a count into k independent shards."},
}

// entries is the curated list: the benchmarks the docs and README point to,
// and every side-by-side pair with a reference. Keep the default run within
// about 15 minutes on 2 cores.
var entries = []entry{
	// backtrack
	{Pkg: "./backtrack", Bench: `^BenchmarkQueens12_(Recursive|RecursiveBranch|Walk|Count)$`, Topic: "backtrack", Ref: "BenchmarkQueens12_Recursive", CPU: "1,2"},

	// queens
	{Pkg: "./queens", Bench: `^Benchmark(Count_Classic12|Count_Engine12|Enumerate_Classic12)$`, Topic: "queens", Ref: "BenchmarkEnumerate_Classic12", CPU: "1,2"},
	{Pkg: "./queens", Bench: `^Benchmark(Count|Enumerate)_Classic16$`, Topic: "queens", Ref: "BenchmarkEnumerate_Classic16", CPU: "1,2", Benchtime: "1x"},
	{Pkg: "./queens", Bench: `^BenchmarkCount_Classic17$`, Topic: "queens", CPU: "1,2", Benchtime: "1x", Count: 3},
	{Pkg: "./queens", Bench: `^BenchmarkCount_Classic18$`, Topic: "queens", CPU: "1", Benchtime: "1x"},
	{Pkg: "./queens", Bench: `^BenchmarkFundamental_Classic(12|16)$`, Topic: "queens", CPU: "1,2", Count: 3},
	{Pkg: "./queens", Bench: `^Benchmark(Count_EngineNoTouch12|Enumerate_NoTouch12)$`, Topic: "queens", Ref: "BenchmarkEnumerate_NoTouch12", CPU: "1,2"},
	{Pkg: "./queens", Bench: `^BenchmarkCount_(NoTouch20|Rooks20)$`, Topic: "queens"},
	{Pkg: "./queens", Bench: `^BenchmarkExternal_Classic(1[678])/`, Topic: "queens: other programs", Ref: "BenchmarkCount_Classic$1", CPU: "1", Benchtime: "1x", Count: 3, Env: "GO_PUZZLES_QUEENS_COUNTERS"},

	// regions
	{Pkg: "./regions", Bench: `^BenchmarkCountCorpus$`, Topic: "regions", CPU: "1"},
	{Pkg: "./regions", Bench: `^BenchmarkCountCorpusSmall(_RowByRow)?$`, Topic: "regions", Ref: "BenchmarkCountCorpusSmall_RowByRow", CPU: "1"},
	{Pkg: "./regions", Bench: `^BenchmarkGenerate_(8|12|16|20)$`, Topic: "regions", CPU: "1"},
	{Pkg: "./regions", Bench: `^BenchmarkGenerateDifficulty_(11|20)$`, Topic: "regions", CPU: "1", Count: 3},
	{Pkg: "./regions", Bench: `^Benchmark(Explain|Grade)LinkedIn(_Count)?$`, Topic: "regions", Ref: "BenchmarkGradeLinkedIn_Count", CPU: "1", Unit: "ms/board"},
	{Pkg: "./regions", Bench: `^BenchmarkGradePuzzles_20(_Count)?$`, Topic: "regions", Ref: "BenchmarkGradePuzzles_20_Count", CPU: "1", Unit: "ms/board"},
	{Pkg: "./regions", Bench: `^BenchmarkGradeGrown_20$`, Topic: "regions", CPU: "1", Unit: "ms/board"},

	// sevenseg
	{Pkg: "./sevenseg", Bench: `^BenchmarkSolutions(MoveByMove)?_K([12])$`, Topic: "sevenseg", Ref: "BenchmarkSolutionsMoveByMove_K$2", Unit: "ns/layout"},
	{Pkg: "./sevenseg", Bench: `^BenchmarkSolutions_K3$`, Topic: "sevenseg", Unit: "ns/layout"},
	{Pkg: "./sevenseg", Bench: `^BenchmarkCensus_K([12])$`, Topic: "sevenseg", Ref: "BenchmarkSolutionsMoveByMove_K$1", Unit: "ns/layout"},
	{Pkg: "./sevenseg", Bench: `^BenchmarkSolutions(MoveByMove)?_(TwoOps|Times)$`, Topic: "sevenseg", Ref: "BenchmarkSolutionsMoveByMove_$2"},

	// knight
	{Pkg: "./knight", Bench: `^BenchmarkCount_(Closed6x6|Open6x6)$`, Topic: "knight"},
	{Pkg: "./knight", Bench: `^BenchmarkCount_(Unpruned)?Open5x5$`, Topic: "knight", Ref: "BenchmarkCount_UnprunedOpen5x5"},
	{Pkg: "./knight", Bench: `^BenchmarkCount_Open5x7(EveryStart)?$`, Topic: "knight", Ref: "BenchmarkCount_Open5x7EveryStart"},
	{Pkg: "./knight", Bench: `^BenchmarkCount_Closed5x8(Enumerated)?$`, Topic: "knight", Ref: "BenchmarkCount_Closed5x8Enumerated"},
	{Pkg: "./knight", Bench: `^BenchmarkCount_Open4x9(Enumerated)?$`, Topic: "knight", Ref: "BenchmarkCount_Open4x9Enumerated"},
	{Pkg: "./knight", Bench: `^BenchmarkCount_(Closed5x10|Closed5x12|Open5x8|Open4x26|Closed3x40)$`, Topic: "knight"},
	{Pkg: "./knight", Bench: `^BenchmarkCount_Closed6x8$`, Topic: "knight", Benchtime: "1x"},
	{Pkg: "./knight", Bench: `^BenchmarkFind_(1000x1000Closed|4x1000Open|3x1000Closed|8x8Closed)$`, Topic: "knight"},
	{Pkg: "./knight", Bench: `^BenchmarkTours_(First|Walk)8x8$`, Topic: "knight", Ref: "BenchmarkTours_Walk8x8"},

	// minimax
	{Pkg: "./minimax", Bench: `^BenchmarkTicTacToe_(Solve|Reference)$`, Topic: "minimax", Ref: "BenchmarkTicTacToe_Reference", CPU: "1"},
	{Pkg: "./minimax", Bench: `^BenchmarkNim_(Solve|Memo)$`, Topic: "minimax", Ref: "BenchmarkNim_Memo", CPU: "1"},
	{Pkg: "./examples/platforms", Bench: `^BenchmarkFull5_(Solve|Solver|Reference)$`, Topic: "minimax", Ref: "BenchmarkFull5_Reference", CPU: "1"},

	// Connect Four
	{Pkg: "./examples/connect4/c4", Bench: `^BenchmarkSolve_(Engine|Negamax|NegamaxSmall)_(12)$`, Topic: "Connect Four", Ref: "BenchmarkSolve_NegamaxSmall_$2", CPU: "1", Benchtime: "1x", Count: 5, Unit: "ms/pos"},
	{Pkg: "./examples/connect4/c4", Bench: `^BenchmarkSolve_(Engine|Negamax|NegamaxSmall)_(20|28)$`, Topic: "Connect Four", Ref: "BenchmarkSolve_NegamaxSmall_$2", CPU: "1", Unit: "ms/pos"},
	{Pkg: "./examples/connect4/c4", Bench: `^BenchmarkSolve_(Engine|Workers)_(12|20)$`, Topic: "Connect Four", Ref: "BenchmarkSolve_Engine_$2", CPU: "2", Benchtime: "1x", Count: 3, Unit: "ms/pos"},
	{Pkg: "./examples/connect4/c4", Bench: `^BenchmarkSolve_External_(12|20|28)/`, Topic: "Connect Four: other programs", Ref: "BenchmarkSolve_Engine_$1", CPU: "1", Benchtime: "1x", Count: 3, Unit: "ms/pos", Env: "GO_PUZZLES_C4_SOLVERS"},

	// shards
	{Pkg: "./queens", Bench: `^BenchmarkCount(Shards_Classic15_K(16|64)|Plain_Classic15)$`, Topic: "shards", Ref: "BenchmarkCountPlain_Classic15", CPU: "1", Count: 3},
	{Pkg: "./regions", Bench: `^BenchmarkCount(Shards_Striped10_K(16|64)|Plain_Striped10)$`, Topic: "shards", Ref: "BenchmarkCountPlain_Striped10", CPU: "1", Count: 3},
	{Pkg: "./knight", Bench: `^BenchmarkCount(Shards_Open5x6_K(16|64)|Plain_Open5x6)$`, Topic: "shards", Ref: "BenchmarkCountPlain_Open5x6", CPU: "1", Count: 3},
	{Pkg: "./sevenseg", Bench: `^BenchmarkCensusShards/sticks=([12])/`, Topic: "shards", Ref: "BenchmarkCensusShards/sticks=$1/census", CPU: "1", Count: 3},
}
