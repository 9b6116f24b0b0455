#!/bin/sh
# Writes the dashboard's config.json (CONTRACT §2) from DASHBOARD_* environment variables,
# then runs the given command (the image's CMD: nginx -g 'daemon off;').
#
#   DASHBOARD_PLATFORM           true|false           default false (self-hosted)
#   DASHBOARD_API_URL            http(s) URL          default http://localhost:8080/platform
#   DASHBOARD_AUTH_URL           http(s) URL or ""    default "" (no sign-in)
#   DASHBOARD_MOCK               true|false           default false
#   DASHBOARD_DISABLED_FEATURES  comma-separated keys default ""
#   DASHBOARD_ASSISTANT_URL      http(s) URL or ""    default unset (key left out)
#   DASHBOARD_ASSISTANT_MODEL    any string           default unset (key left out)
#   DASHBOARD_CONFIG_DIR         where config.json goes, default /usr/share/nginx/html/dashboard
#
# An unset variable keeps its default; a variable set to an empty string counts as set.
# An invalid value stops here with exit code 1 and a message naming the variable.
set -eu

config_dir=${DASHBOARD_CONFIG_DIR:-/usr/share/nginx/html/dashboard}

fail() {
  echo "entrypoint: $1" >&2
  exit 1
}

# boolean NAME DEFAULT -> prints true or false
boolean() {
  eval "is_set=\${$1+x} value=\${$1-}"
  [ -n "$is_set" ] || { printf '%s\n' "$2"; return; }
  case $value in
    true | false) printf '%s\n' "$value" ;;
    *) fail "$1 must be true or false, got '$value'" ;;
  esac
}

# url NAME DEFAULT ALLOW_EMPTY -> prints the URL (or "" when allowed)
url() {
  eval "is_set=\${$1+x} value=\${$1-}"
  [ -n "$is_set" ] || { printf '%s\n' "$2"; return; }
  if [ -z "$value" ]; then
    [ "$3" = allow-empty ] || fail "$1 must be an http(s) URL, got an empty value"
    printf '\n'
    return
  fi
  case $value in
    *[[:space:][:cntrl:]]*) fail "$1 must be an http(s) URL without spaces, got '$value'" ;;
    http://?* | https://?*) printf '%s\n' "$value" ;;
    *) fail "$1 must be an http(s) URL, got '$value'" ;;
  esac
}

# json_string VALUE -> prints VALUE as a JSON string literal, quotes included
json_string() {
  JSON_VALUE=$1 awk 'BEGIN {
    for (i = 1; i < 32; i++) code[sprintf("%c", i)] = i
    s = ENVIRON["JSON_VALUE"]; out = ""
    for (i = 1; i <= length(s); i++) {
      c = substr(s, i, 1)
      if (c == "\\") out = out "\\\\"
      else if (c == "\"") out = out "\\\""
      else if (c in code) out = out sprintf("\\u%04x", code[c])
      else out = out c
    }
    printf "\"%s\"", out
  }'
}

# Each value is validated in its own assignment, so that `set -e` stops on the first
# failure (a failing command substitution inside a heredoc would not stop the script).
platform=$(boolean DASHBOARD_PLATFORM false)
api_url=$(url DASHBOARD_API_URL http://localhost:8080/platform no-empty)
auth_url=$(url DASHBOARD_AUTH_URL "" allow-empty)
mock=$(boolean DASHBOARD_MOCK false)
disabled_features=${DASHBOARD_DISABLED_FEATURES-}
assistant_url=$(url DASHBOARD_ASSISTANT_URL "" allow-empty)
assistant_model=${DASHBOARD_ASSISTANT_MODEL-}

optional=""
if [ -n "$assistant_url" ]; then
  optional="$optional,
  \"assistantUrl\": $(json_string "$assistant_url")"
fi
if [ -n "$assistant_model" ]; then
  optional="$optional,
  \"assistantModel\": $(json_string "$assistant_model")"
fi

[ -d "$config_dir" ] || fail "DASHBOARD_CONFIG_DIR '$config_dir' is not a directory"

# Write beside and rename, so nginx never serves a half-written file.
tmp_file="$config_dir/.config.json.$$"
cat >"$tmp_file" <<EOF
{
  "platform": $platform,
  "apiUrl": $(json_string "$api_url"),
  "authUrl": $(json_string "$auth_url"),
  "mock": $mock,
  "disabledFeatures": $(json_string "$disabled_features")$optional
}
EOF
chmod 644 "$tmp_file"
mv "$tmp_file" "$config_dir/config.json"
echo "entrypoint: wrote $config_dir/config.json" >&2

[ "$#" -eq 0 ] || exec "$@"
