package chaos

import "time"

// History is what one chaos run recorded. Times are the recorder's
// monotonic clock (time.Now in one process); no other clock is compared.
type History struct {
	// Publishes are every publish a load publisher issued, acknowledged
	// or not, each publisher's in the order it issued them.
	Publishes []Publish
	// Reads are client reads of a request's state (the ledger's review).
	Reads []Read
	// Appends are appends under a lease term, as the writers report them.
	Appends []Append
	// Requests are the load's requests and when each reached a terminal
	// state (zero when it never did).
	Requests []Request
	// Copies are the chain copies at the end of the run.
	Copies []Copy
	// FaultsEnd is when the last fault was healed; SettleBound is how long
	// after it every request must be terminal.
	FaultsEnd   time.Time
	SettleBound time.Duration
}

// Publish is one event publish: Index counts the publisher's publishes
// from 0. Acked is a PubAck received (Seq its stream sequence); an
// unacknowledged publish may or may not have been stored.
type Publish struct {
	Publisher string
	Index     int
	EventID   string
	ReqID     string
	Call, Ret time.Time
	Acked     bool
	Seq       uint64
}

// Read is one read of request ReqID's state register: its state and
// state version as the ledger answered, between Call and Ret.
type Read struct {
	Client    int
	ReqID     string
	Call, Ret time.Time
	Version   int64
	State     string
}

// Append is one append by Writer under lease term Term.
type Append struct {
	Writer string
	Term   uint64
	Seq    uint64
}

// Request is one load request and when it reached a terminal state.
type Request struct {
	ReqID    string
	Terminal time.Time // zero: never
	State    string
}

// Copy is one chain copy: its entries' event ids in chain order and
// their exported lines (compared between copies), whether it holds the
// whole stream (Complete: its ledger drained every message), and what
// "ledgerd verify --trust" said of it (nil: it verified).
type Copy struct {
	Name      string
	EventIDs  []string
	Lines     []string
	Complete  bool
	VerifyErr error
}
