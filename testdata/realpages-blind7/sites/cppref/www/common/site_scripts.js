;mw.loader.state({"site":"ready"});
/* cache key: mwiki1-mwiki_en_:resourceloader:filter:minify-js:7:fba29bdcb828747c2ed17376d02217ef */
/* Cached 20170409090142 */