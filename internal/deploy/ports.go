package deploy

import (
	"fmt"
	"math/rand/v2"
	"net"
	"os"
	"strconv"
	"strings"
	"sync"
)

// A deployment's ports are written into its config and used at every
// start, so a port must stay free after Create returns, not only while it
// checks. A port from the kernel's ephemeral range (Linux: 32768–60999)
// does not: any outgoing connection on the host may be given it as its
// source port, and the server then fails to start with "address already in
// use" (seen in make test, where hundreds of connections open and close
// between `ledgerd init` and the cluster's start). freePort therefore picks
// below that range (20000 up to it), where only a program that asks for
// that port by number can take it, and checks that it binds now.
const (
	pickLow      = 20000 // above most well-known services' ports
	pickTries    = 128
	defaultEphLo = 32768 // Linux's default ip_local_port_range
	defaultEphHi = 60999
)

// picked holds the ports this process has handed out, so that one
// deployment's nine cluster ports, or two deployments made by one process,
// never share one (each is closed again right after its check).
var picked = struct {
	sync.Mutex
	m map[int]bool
}{m: map[int]bool{}}

// freePort picks a free loopback port outside the ephemeral range; when
// that range leaves no room (a host configured to give out almost every
// port), it asks the kernel for one.
func freePort() (int, error) {
	lo, hi := ephemeralRange()
	span := []int{pickLow, lo - 1}
	if lo-1-pickLow < 1000 {
		span = []int{hi + 1, 65535}
	}
	picked.Lock()
	defer picked.Unlock()
	if span[1]-span[0] >= 1000 {
		for range pickTries {
			p := span[0] + rand.IntN(span[1]-span[0]+1)
			if picked.m[p] || !bindable(p) {
				continue
			}
			picked.m[p] = true
			return p, nil
		}
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("deploy: picking a free port: %w", err)
	}
	defer l.Close()
	p := l.Addr().(*net.TCPAddr).Port
	picked.m[p] = true
	return p, nil
}

func bindable(p int) bool {
	l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(p)))
	if err != nil {
		return false
	}
	l.Close()
	return true
}

// ephemeralRange is the kernel's range for outgoing connections' source
// ports, or Linux's default where the file cannot be read.
func ephemeralRange() (lo, hi int) {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return defaultEphLo, defaultEphHi
	}
	f := strings.Fields(string(b))
	if len(f) != 2 {
		return defaultEphLo, defaultEphHi
	}
	lo, err1 := strconv.Atoi(f[0])
	hi, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || lo < 1 || hi < lo || hi > 65535 {
		return defaultEphLo, defaultEphHi
	}
	return lo, hi
}
