package skeleton_test

import (
	"fmt"

	"github.com/tribunal-dev/tribunal/internal/skeleton"
)

// A witness loads the skeleton a request carries inline, refusing any
// other skeleton than the one the request names.
func ExampleLoadFiles() {
	requester, err := skeleton.LoadDir("../../examples/acme/skeleton", skeleton.Options{})
	if err != nil {
		panic(err)
	}
	// What a request.opened.v1 carries: the files and the hash.
	files, hash := requester.Files(), requester.Hash

	s, err := skeleton.LoadFiles(files, skeleton.Options{ExpectHash: hash})
	if err != nil {
		fmt.Println(err)
		return
	}
	home := s.Screen("home")
	el := &home.Elements[0]
	fmt.Println(s.Name, len(s.Breakpoints), "breakpoints")
	fmt.Println(el.ID, "tolerance", s.TolerancePX(el))

	files["screens/home.yaml"] += "# edited after pinning\n"
	_, err = skeleton.LoadFiles(files, skeleton.Options{ExpectHash: hash})
	fmt.Println(err)
	// Output:
	// acme-web 2 breakpoints
	// hero-cta tolerance 4
	// index.yaml:16:49: screens[0].sha256: screens/home.yaml hashes to 24041f02b9391da6f66b33fbb4570dff52411c78c0587ee659f110498ca13e46, the index pins 037e8bfd725a250488caaf522006f958f0c2609e2c877da2626d999120d7d6fa
}

func ExampleJoinURL() {
	for _, root := range []string{"file:///srv/site", "http://127.0.0.1:8080/app/"} {
		u, _ := skeleton.JoinURL(root, "/index.html")
		fmt.Println(u)
	}
	_, err := skeleton.JoinURL("file:///srv/site", "/../etc/passwd")
	fmt.Println(err)
	// Output:
	// file:///srv/site/index.html
	// http://127.0.0.1:8080/app/index.html
	// bad URL: page "/../etc/passwd" climbs above the product root
}

func ExampleParseBindsTo() {
	for _, v := range []string{"route:/signup.html", "handler:openMenu", "#menu", "next.html", "https://example.com/docs"} {
		b, _ := skeleton.ParseBindsTo(v)
		u, err := b.URL("file:///srv/site", "/shop/index.html")
		if err != nil {
			u = "-"
		}
		fmt.Printf("%-8s %-16s %s\n", b.Kind, b.Target, u)
	}
	// Output:
	// route    /signup.html     file:///srv/site/signup.html
	// handler  openMenu         -
	// element  menu             -
	// route    next.html        file:///srv/site/shop/next.html
	// url      https://example.com/docs https://example.com/docs
}
