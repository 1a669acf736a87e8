package browser

import "testing"

func TestSurfaces(t *testing.T) {
	for _, s := range Surfaces() {
		got, ok := SurfaceNamed(s.Name)
		if !ok || got != s {
			t.Errorf("SurfaceNamed(%q) = %v, %v", s.Name, got, ok)
		}
		if s.UserAgent == "" || s.Width <= 0 || s.Height <= 0 || s.DeviceScaleFactor <= 0 {
			t.Errorf("%s is incomplete: %+v", s.Name, s)
		}
		if s.Mobile != s.Touch {
			t.Errorf("%s: Mobile %v but Touch %v", s.Name, s.Mobile, s.Touch)
		}
	}
	if _, ok := SurfaceNamed("watch"); ok {
		t.Error(`SurfaceNamed("watch") found a surface`)
	}
}
