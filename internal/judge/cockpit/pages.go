package cockpit

import (
	"embed"
	"html/template"
)

//go:embed assets
var assets embed.FS

var pages = template.Must(template.New("").ParseFS(assets, "assets/*.tmpl"))
