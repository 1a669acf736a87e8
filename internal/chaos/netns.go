package chaos

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
)

// The run's network: one network namespace per endpoint (each NATS node,
// each ledger, the witnesses, the test's client), each joined by a veth
// pair to a bridge in a hub namespace. Every address is in 10.213.0.0/24
// and exists only inside these namespaces; nothing is added to the
// machine's own namespace but the namespaces' names. A partition takes
// an endpoint's port on the bridge down: its packets are dropped without
// a word, as a cut cable or a dead switch port would, and TCP finds out
// by timing out. Deleting a namespace deletes its veth; Net.Close
// deletes them all, and a later run deletes those of runs whose process
// is gone (Sweep).

// Subnet is the run network's prefix; endpoint i has Subnet + "." + i.
const Subnet = "10.213.0"

// nsPrefix starts every namespace name: chaos-<pid>-<net>-<endpoint>.
const nsPrefix = "chaos-"

// Net is one run's namespaces.
type Net struct {
	Prefix    string         // chaos-<pid>-<net>
	Endpoints map[string]int // endpoint name -> host number in Subnet
}

// NS is endpoint's namespace name.
func (n *Net) NS(endpoint string) string { return n.Prefix + "-" + endpoint }

// Addr is endpoint's IP address.
func (n *Net) Addr(endpoint string) string {
	return Subnet + "." + strconv.Itoa(n.Endpoints[endpoint])
}

func (n *Net) hub() string { return n.NS("hub") }

// port is endpoint's veth end on the bridge (interface names have at most
// 15 bytes; the hub namespace is the run's own, so no clash).
func port(endpoint string) string { return "p-" + endpoint }

// ip runs the ip command (iproute2).
func ip(args ...string) error {
	cmd := exec.Command("ip", args...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("ip %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(out.String()))
	}
	return nil
}

// NewNet makes the namespaces of endpoints (name -> host number 1–250),
// the bridge and the veth pairs, all up. id tells this process's nets
// apart: each is a network of its own, in namespaces of its own (the
// same addresses in each). On error what was made is deleted.
func NewNet(id int, endpoints map[string]int) (n *Net, err error) {
	n = &Net{Prefix: nsPrefix + strconv.Itoa(os.Getpid()) + "-" + strconv.Itoa(id), Endpoints: endpoints}
	defer func() {
		if err != nil {
			n.Close()
		}
	}()
	if err := ip("netns", "add", n.hub()); err != nil {
		return nil, err
	}
	steps := [][]string{
		{"-n", n.hub(), "link", "add", "br0", "type", "bridge"},
		{"-n", n.hub(), "link", "set", "br0", "up"},
	}
	for name := range endpoints {
		if err := ip("netns", "add", n.NS(name)); err != nil {
			return nil, err
		}
		steps = append(steps,
			[]string{"-n", n.NS(name), "link", "set", "lo", "up"},
			[]string{"-n", n.hub(), "link", "add", port(name), "type", "veth", "peer", "name", "eth0", "netns", n.NS(name)},
			[]string{"-n", n.hub(), "link", "set", port(name), "master", "br0"},
			[]string{"-n", n.hub(), "link", "set", port(name), "up"},
			[]string{"-n", n.NS(name), "addr", "add", n.Addr(name) + "/24", "dev", "eth0"},
			[]string{"-n", n.NS(name), "link", "set", "eth0", "up"},
		)
	}
	for _, s := range steps {
		if err := ip(s...); err != nil {
			return nil, err
		}
	}
	return n, nil
}

// Cut drops every packet to and from endpoint (its bridge port down).
func (n *Net) Cut(endpoint string) error {
	return ip("-n", n.hub(), "link", "set", port(endpoint), "down")
}

// Heal undoes Cut.
func (n *Net) Heal(endpoint string) error {
	return ip("-n", n.hub(), "link", "set", port(endpoint), "up")
}

// Command is name args run in endpoint's namespace.
func (n *Net) Command(endpoint, name string, args ...string) *exec.Cmd {
	return exec.Command("ip", append([]string{"netns", "exec", n.NS(endpoint), name}, args...)...)
}

// Close deletes every namespace of the run (their veths go with them).
func (n *Net) Close() error {
	var errs []error
	for name := range n.Endpoints {
		errs = append(errs, delNS(n.NS(name)))
	}
	errs = append(errs, delNS(n.hub()))
	return errors.Join(errs...)
}

func delNS(name string) error {
	if _, err := os.Stat("/var/run/netns/" + name); err != nil {
		return nil
	}
	return ip("netns", "del", name)
}

// Sweep deletes the namespaces of earlier runs whose process is gone (a
// run killed before its cleanup), and only those.
func Sweep() error {
	ents, err := os.ReadDir("/var/run/netns")
	if err != nil {
		return nil // no named namespaces at all
	}
	var errs []error
	for _, e := range ents {
		rest, ok := strings.CutPrefix(e.Name(), nsPrefix)
		if !ok {
			continue
		}
		pid, err := strconv.Atoi(strings.SplitN(rest, "-", 2)[0])
		if err != nil || pid == os.Getpid() || syscall.Kill(pid, 0) == nil {
			continue
		}
		errs = append(errs, delNS(e.Name()))
	}
	return errors.Join(errs...)
}
