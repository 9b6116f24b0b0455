# Reads DASHBOARD_PROJECTS (CONTRACT §18: a JSON array of objects whose values are strings) on stdin,
# with the image's own tools (busybox awk; mawk and gawk alike). Prints "<entry>\t\t" as each entry
# starts, then one line per field, "<entry>\t<field>\t<value>" (entries from 1): the value decoded, but `name` kept as its JSON string
# literal, quotes included, so that it is written into the gateway's answers as given. A problem prints
# "!<entry>\t<field>\t<message>" (entry 0: the whole value; field empty: the entry) and exits 1.
# docker/entrypoint.sh checks each value's form (refs, URLs, keys, duplicates) afterwards.
BEGIN {
  known = " ref name pg_meta_url pg_meta_key public_api_url anon_key gotrue_url gotrue_service_key functions_url functions_dir realtime_url realtime_key storage_url logs_url graphql_url "
  for (i = 1; i < 32; i++) control = control sprintf("%c", i)
  control = control sprintf("%c", 127)
}
{ text = text $0 "\n" }
END {
  n = length(text); pos = 1; entry = 0
  skip()
  if (peek() != "[") fail(0, "", "must be a JSON array of projects ([{\"ref\": ..., \"name\": ..., \"pg_meta_url\": ...}])")
  pos++; skip()
  if (peek() == "]") pos++
  else while (1) {
    entry++
    object(entry)
    skip()
    c = peek()
    if (c == ",") { pos++; skip(); continue }
    if (c == "]") { pos++; break }
    fail(entry, "", "must be followed by , or ]")
  }
  skip()
  if (pos <= n) fail(0, "", "has text after the array")
  if (entry == 0) fail(0, "", "must list at least one project")
}
function peek() { return pos <= n ? substr(text, pos, 1) : "" }
function skip() { while (pos <= n && index(" \t\r\n", substr(text, pos, 1)) > 0) pos++ }
function fail(e, field, message) {
  printf "!%s\t%s\t%s\n", e, field, message
  exit 1
}
function object(e,   key, raw, value, c) {
  if (peek() != "{") fail(e, "", "must be an object")
  printf "%s\t\t\n", e
  pos++; skip()
  if (peek() == "}") { pos++; return }
  while (1) {
    skip()
    if (peek() != "\"") fail(e, "", "must have field names in double quotes")
    key = string(e, "")
    key = substr(key, 2, length(key) - 2)
    if (key !~ /^[a-z_]+$/ || index(known, " " key " ") == 0)
      fail(e, key ~ /^[A-Za-z0-9_-]+$/ ? key : "", "is not a field of a project (known: ref, name, pg_meta_url, pg_meta_key, public_api_url, anon_key, gotrue_url, gotrue_service_key, functions_url, functions_dir, realtime_url, realtime_key, storage_url, logs_url, graphql_url)")
    if ((e SUBSEP key) in seen) fail(e, key, "is given twice")
    seen[e SUBSEP key] = 1
    skip()
    if (peek() != ":") fail(e, key, "must be followed by :")
    pos++; skip()
    if (peek() != "\"") fail(e, key, "must be a string")
    raw = string(e, key)
    if (key == "name") value = raw
    else {
      value = substr(raw, 2, length(raw) - 2)
      gsub(/\\\//, "/", value)
      if (index(value, "\\") > 0) fail(e, key, "must be a plain string (no escapes)")
    }
    printf "%s\t%s\t%s\n", e, key, value
    skip()
    c = peek()
    if (c == ",") { pos++; continue }
    if (c == "}") { pos++; return }
    fail(e, key, "must be followed by , or }")
  }
}
# A JSON string literal at pos, returned as written (quotes included); pos moves past it.
function string(e, key,   start, c) {
  start = pos; pos++
  while (pos <= n) {
    c = substr(text, pos, 1)
    if (c == "\"") { pos++; return substr(text, start, pos - start) }
    if (index(control, c) > 0) fail(e, key, "has a control character (a line break?) inside a string")
    if (c == "\\") {
      c = substr(text, pos + 1, 1)
      if (c == "u") {
        if (substr(text, pos + 2, 4) !~ /^[0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f][0-9A-Fa-f]$/) fail(e, key, "has a bad \\u escape")
        pos += 6
        continue
      }
      if (c == "" || index("\"\\/bfnrt", c) == 0) fail(e, key, "has a bad escape")
      pos += 2
      continue
    }
    pos++
  }
  fail(e, key, "has a string that never ends")
}
