#!/bin/sh
# Renders the dashboard's runtime files from DASHBOARD_* environment variables, then runs the given
# command (the image's CMD: nginx -g 'daemon off;'). `docker/entrypoint.sh true` only renders, for
# tests and for operators who run their own nginx (CONTRACT §8).
#
#   config.json (CONTRACT §2), in DASHBOARD_CONFIG_DIR:
#   DASHBOARD_PLATFORM           true|false           default false (self-hosted)
#   DASHBOARD_API_URL            http(s) URL          default http://localhost:8080/platform
#   DASHBOARD_AUTH_URL           http(s) URL or ""    default "" (no sign-in)
#   DASHBOARD_MOCK               true|false           default false
#   DASHBOARD_DISABLED_FEATURES  comma-separated keys default ""
#   DASHBOARD_ASSISTANT_URL      http(s) URL or ""    default unset (key left out; with
#                                                     DASHBOARD_OPENAI_URL: the gateway's own path)
#   DASHBOARD_ASSISTANT_MODEL    any string           default unset (key left out)
#   DASHBOARD_READ_ONLY          true|false           default false (key left out); true: every project
#                                                     read-only, no switch (CONTRACT §17)
#
#   nginx's server configuration (nginx.conf beside docker/, plus docker/templates/*.conf):
#   DASHBOARD_PG_META_URL        http(s) URL          postgres-meta; self-hosted SQL goes there
#   DASHBOARD_PG_META_KEY        token                optional credential added to pg-meta requests
#   DASHBOARD_PG_META_KEY_HEADER header name          default apikey
#   DASHBOARD_BASIC_AUTH_USER, DASHBOARD_BASIC_AUTH_PASSWORD   optional basic auth on everything
#   DASHBOARD_OPENAI_URL         http(s) URL          optional OpenAI-compatible chat-completions URL
#   DASHBOARD_OPENAI_API_KEY     token                its key, added by nginx (required with the URL)
#   DASHBOARD_STORAGE_URL        http(s) URL          optional storage service (its API root, e.g.
#                                                     http://storage:5000 or http://kong:8000/storage/v1)
#   DASHBOARD_LOGS_URL           http(s) URL          optional log analytics service (Logflare)
#   DASHBOARD_GRAPHQL_URL        http(s) URL          optional GraphQL endpoint (http://kong:8000/graphql/v1)
#   DASHBOARD_STORAGE_KEY, DASHBOARD_LOGS_KEY, DASHBOARD_GRAPHQL_KEY   tokens added by nginx: storage and
#                                GraphQL as apikey and Authorization: Bearer, logs as x-api-key
#   DASHBOARD_GOTRUE_URL         http(s) URL          optional project auth service for the Auth pages
#                                                     (e.g. http://auth:9999 or http://kong:8000/auth/v1)
#   DASHBOARD_GOTRUE_SERVICE_KEY token                its service role key, added by nginx as apikey and
#                                                     Authorization: Bearer (required with the URL)
#   DASHBOARD_FUNCTIONS_URL      http(s) URL          optional edge runtime: /functions/v1/{slug} goes to {url}/{slug}
#   DASHBOARD_FUNCTIONS_DIR      absolute path        optional functions folder mounted into the image (read-only),
#                                                     listed and read by the Edge Functions pages
#   DASHBOARD_REALTIME_URL       http(s) URL          optional realtime service (http://realtime:4000): the
#                                                     inspector's socket /realtime/v1/websocket goes to {url}/socket/websocket
#   DASHBOARD_REALTIME_KEY       token                its API key (a JWT signed with its API_JWT_SECRET), put
#                                                     in the socket's query by nginx (required with the URL)
#   DASHBOARD_PROJECT_CONNECTION_STRING  shown on the project page; default
#                                postgresql://postgres:[YOUR-PASSWORD]@localhost:5432/postgres
#                                (its host, port, user and database also answer the settings call;
#                                its password never leaves the container: the browser shows a placeholder)
#   DASHBOARD_PUBLIC_API_URL     http(s) URL          the project's public API URL shown by Connect and
#                                                     the API docs, default http://localhost:8000
#   DASHBOARD_ANON_KEY           token                the publishable (anon) key shown beside it; never
#                                                     the service key. Default unset (no key shown)
#
#   DASHBOARD_PROJECTS           JSON array of projects, or DASHBOARD_PROJECTS_FILE naming a file holding it:
#                                several projects behind one dashboard (CONTRACT §18; docker/projects.sh
#                                lists the fields). Each project's fields replace the single-project
#                                variables above (refused beside it); config.json gets defaultProjectRef.
#
#   Where it writes (the image's values are the defaults):
#   DASHBOARD_HTML_ROOT          the folder holding dashboard/, default /usr/share/nginx/html
#   DASHBOARD_CONFIG_DIR         where config.json goes, default $DASHBOARD_HTML_ROOT/dashboard
#   DASHBOARD_NGINX_CONF         the rendered file, default /etc/nginx/conf.d/default.conf
#                                (the gateway's answers and htpasswd go beside it, in dashboard-gateway/)
#   DASHBOARD_LISTEN             port (or address:port), default 80
#
# An unset variable keeps its default; a variable set to an empty string counts as set.
# An invalid value stops here with exit code 1 and a message naming the variable.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
templates=${DASHBOARD_TEMPLATE_DIR:-$here/templates}
site_conf=${DASHBOARD_SITE_CONF:-$here/../nginx.conf}

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

# path NAME DEFAULT -> an absolute path nginx can take unquoted
path() {
  eval "value=\${$1:-$2}"
  case $value in
    /*) ;;
    *) fail "$1 must be an absolute path, got '$value'" ;;
  esac
  case $value in
    *[!A-Za-z0-9._/-]*) fail "$1 may hold only letters, digits and . _ / -, got '$value'" ;;
  esac
  printf '%s\n' "$value"
}

# upstream NAME -> an http(s) URL safe to write into nginx's configuration, without a trailing /
upstream() {
  eval "value=\${$1-}"
  check_upstream "$1" "$value"
}

# check_upstream LABEL VALUE -> VALUE without a trailing / ("" stays ""); LABEL names it in messages
check_upstream() {
  [ -n "$2" ] || { printf '\n'; return; }
  case $2 in
    http://?* | https://?*) ;;
    *) fail "$1 must be an http(s) URL, got '$2'" ;;
  esac
  case $2 in
    *[!A-Za-z0-9._~:/@%+=,\[\]-]*) fail "$1 must be a plain http(s) URL (no spaces, quotes, ;, \$, {} or query), got '$2'" ;;
  esac
  printf '%s\n' "${2%/}"
}

# token NAME -> a credential of the usual characters (API keys, JWTs), never echoed back
token() {
  eval "value=\${$1-}"
  check_token "$1" "$value"
}

# check_token LABEL VALUE
check_token() {
  case $2 in
    *[!A-Za-z0-9._~+/=-]*) fail "$1 may hold only letters, digits and . _ ~ + / = -" ;;
  esac
  printf '%s\n' "$2"
}

. "$here/projects.sh"

# Each value is validated in its own assignment, so that `set -e` stops on the first
# failure (a failing command substitution inside a heredoc would not stop the script).
platform=$(boolean DASHBOARD_PLATFORM false)
api_url=$(url DASHBOARD_API_URL http://localhost:8080/platform no-empty)
auth_url=$(url DASHBOARD_AUTH_URL "" allow-empty)
mock=$(boolean DASHBOARD_MOCK false)
disabled_features=${DASHBOARD_DISABLED_FEATURES-}
assistant_url=$(url DASHBOARD_ASSISTANT_URL "" allow-empty)
assistant_model=${DASHBOARD_ASSISTANT_MODEL-}
read_only=$(boolean DASHBOARD_READ_ONLY false)

html_root=$(path DASHBOARD_HTML_ROOT /usr/share/nginx/html)
config_dir=${DASHBOARD_CONFIG_DIR:-$html_root/dashboard}
nginx_conf=$(path DASHBOARD_NGINX_CONF /etc/nginx/conf.d/default.conf)
listen=${DASHBOARD_LISTEN:-80}
printf '%s' "$listen" | grep -Eq '^([0-9.]+:|\[[0-9A-Fa-f:]+\]:)?[0-9]{1,5}$' \
  || fail "DASHBOARD_LISTEN must be a port (or address:port), got '$listen'"
port=${listen##*:}
[ "$port" -ge 1 ] && [ "$port" -le 65535 ] || fail "DASHBOARD_LISTEN must be a port from 1 to 65535, got '$listen'"

pg_meta_url=$(upstream DASHBOARD_PG_META_URL)
pg_meta_key=$(token DASHBOARD_PG_META_KEY)
pg_meta_key_header=${DASHBOARD_PG_META_KEY_HEADER:-apikey}
case $pg_meta_key_header in
  *[!A-Za-z0-9-]*) fail "DASHBOARD_PG_META_KEY_HEADER must be a header name (letters, digits, -), got '$pg_meta_key_header'" ;;
esac
openai_url=$(upstream DASHBOARD_OPENAI_URL)
openai_key=$(token DASHBOARD_OPENAI_API_KEY)
[ -z "$openai_url" ] || [ -n "$openai_key" ] || fail "DASHBOARD_OPENAI_API_KEY must be set with DASHBOARD_OPENAI_URL"
storage_url=$(upstream DASHBOARD_STORAGE_URL)
storage_key=$(token DASHBOARD_STORAGE_KEY)
logs_url=$(upstream DASHBOARD_LOGS_URL)
logs_key=$(token DASHBOARD_LOGS_KEY)
graphql_url=$(upstream DASHBOARD_GRAPHQL_URL)
graphql_key=$(token DASHBOARD_GRAPHQL_KEY)
gotrue_url=$(upstream DASHBOARD_GOTRUE_URL)
gotrue_key=$(token DASHBOARD_GOTRUE_SERVICE_KEY)
[ -z "$gotrue_url" ] || [ -n "$gotrue_key" ] || fail "DASHBOARD_GOTRUE_SERVICE_KEY must be set with DASHBOARD_GOTRUE_URL"
[ -n "$gotrue_url" ] || [ -z "$gotrue_key" ] || fail "DASHBOARD_GOTRUE_SERVICE_KEY is set without DASHBOARD_GOTRUE_URL"
for name in STORAGE LOGS GRAPHQL; do
  eval "has_url=\${DASHBOARD_${name}_URL:+x} has_key=\${DASHBOARD_${name}_KEY:+x}"
  [ -n "$has_url" ] || [ -z "$has_key" ] || fail "DASHBOARD_${name}_KEY is set without DASHBOARD_${name}_URL"
done
functions_url=$(upstream DASHBOARD_FUNCTIONS_URL)
realtime_url=$(upstream DASHBOARD_REALTIME_URL)
realtime_key=$(token DASHBOARD_REALTIME_KEY)
[ -z "$realtime_url" ] || [ -n "$realtime_key" ] || fail "DASHBOARD_REALTIME_KEY must be set with DASHBOARD_REALTIME_URL"
[ -n "$realtime_url" ] || [ -z "$realtime_key" ] || fail "DASHBOARD_REALTIME_KEY is set without DASHBOARD_REALTIME_URL"
functions_dir=""
if [ -n "${DASHBOARD_FUNCTIONS_DIR-}" ]; then
  functions_dir=$(path DASHBOARD_FUNCTIONS_DIR /)
  functions_dir=${functions_dir%/}
  [ -d "$functions_dir" ] || fail "DASHBOARD_FUNCTIONS_DIR '$functions_dir' is not a directory"
fi
basic_user=${DASHBOARD_BASIC_AUTH_USER-}
basic_password=${DASHBOARD_BASIC_AUTH_PASSWORD-}
if [ -n "$basic_user$basic_password" ]; then
  [ -n "$basic_user" ] || fail "DASHBOARD_BASIC_AUTH_USER must be set with DASHBOARD_BASIC_AUTH_PASSWORD"
  [ -n "$basic_password" ] || fail "DASHBOARD_BASIC_AUTH_PASSWORD must be set with DASHBOARD_BASIC_AUTH_USER"
  case $basic_user in
    *:* | *[[:cntrl:]]*) fail "DASHBOARD_BASIC_AUTH_USER must not hold ':' or control characters" ;;
  esac
  command -v openssl >/dev/null 2>&1 || fail "DASHBOARD_BASIC_AUTH_PASSWORD needs openssl to hash it, and openssl is missing"
fi
connection_string=${DASHBOARD_PROJECT_CONNECTION_STRING:-postgresql://postgres:[YOUR-PASSWORD]@localhost:5432/postgres}
case $connection_string in
  postgres://?* | postgresql://?*) ;;
  *) fail "DASHBOARD_PROJECT_CONNECTION_STRING must be a postgresql:// URL" ;;
esac
# Its parts for the settings call (CONTRACT §13): user, host, port and database; the password is dropped.
conn_rest=${connection_string#*://}
case $conn_rest in
  *@*) conn_user=${conn_rest%@*}; conn_user=${conn_user%%:*}; conn_rest=${conn_rest##*@} ;;
  *) conn_user=postgres ;;
esac
conn_hostport=${conn_rest%%[/?]*}
conn_db=${conn_rest#"$conn_hostport"}
conn_db=${conn_db#/}
conn_db=${conn_db%%\?*}
case $conn_hostport in
  *\]) conn_host=$conn_hostport; conn_port=5432 ;;
  *:*) conn_host=${conn_hostport%:*}; conn_port=${conn_hostport##*:} ;;
  *) conn_host=$conn_hostport; conn_port=5432 ;;
esac
case $conn_port in
  '' | *[!0-9]*) fail "DASHBOARD_PROJECT_CONNECTION_STRING must name a numeric port, got '$conn_port'" ;;
esac
[ -n "$conn_host" ] || fail "DASHBOARD_PROJECT_CONNECTION_STRING must name a host"
public_api_url=$(url DASHBOARD_PUBLIC_API_URL http://localhost:8000 no-empty)
anon_key=$(token DASHBOARD_ANON_KEY)

# With an OpenAI-compatible upstream and no assistant URL of its own, the dashboard uses the
# gateway's path on the API's origin.
if [ -n "$openai_url" ] && [ -z "${DASHBOARD_ASSISTANT_URL+x}" ]; then
  assistant_url="${api_url%/}"
  assistant_url="${assistant_url%/platform}/assistant/v1/chat/completions"
fi
optional=""
if [ -n "$assistant_url" ]; then
  optional="$optional,
  \"assistantUrl\": $(json_string "$assistant_url")"
fi
if [ -n "$assistant_model" ]; then
  optional="$optional,
  \"assistantModel\": $(json_string "$assistant_model")"
fi
project_count=0
[ "$platform" = true ] || load_projects
# Several projects: the dashboard lands on the first (CONTRACT §18).
if [ "$project_count" -gt 0 ]; then
  optional="$optional,
  \"defaultProjectRef\": \"$(project_field 1 ref)\""
fi
if [ "$read_only" = true ]; then
  optional="$optional,
  \"readOnly\": true"
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

# fill FILE NAME=VALUE... -> FILE with each @NAME@ replaced by VALUE (taken literally)
fill() {
  file=$1
  shift
  [ -f "$file" ] || fail "template $file is missing"
  names=""
  for pair in "$@"; do
    export "FILL_${pair%%=*}=${pair#*=}"
    names="$names ${pair%%=*}"
  done
  FILL_NAMES=$names awk '
    BEGIN { n = split(ENVIRON["FILL_NAMES"], names, " ") }
    {
      line = $0
      for (i = 1; i <= n; i++) {
        key = "@" names[i] "@"; value = ENVIRON["FILL_" names[i]]; out = ""
        while ((at = index(line, key)) > 0) {
          out = out substr(line, 1, at - 1) value
          line = substr(line, at + length(key))
        }
        line = out line
      }
      print line
    }' "$file"
  for name in $names; do unset "FILL_$name"; done
}

# json_list "a, b,c" -> ["a","b","c"]
json_list() {
  out=""
  old_ifs=$IFS
  IFS=,
  for item in $1; do
    item=$(printf '%s' "$item" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//')
    [ -n "$item" ] || continue
    out="${out:+$out,}$(json_string "$item")"
  done
  IFS=$old_ifs
  printf '[%s]' "$out"
}

# write_file PATH MODE < content: written beside and renamed, so nginx never reads half a file.
write_file() {
  cat >"$1.tmp.$$"
  chmod "$2" "$1.tmp.$$"
  mv "$1.tmp.$$" "$1"
}

conf_dir=$(dirname "$nginx_conf")
gateway_dir=$conf_dir/dashboard-gateway
[ -d "$conf_dir" ] || fail "DASHBOARD_NGINX_CONF's folder '$conf_dir' is not a directory"
[ -f "$site_conf" ] || fail "nginx.conf is missing at $site_conf"
rm -rf "$gateway_dir"
mkdir -p "$gateway_dir"
chmod 755 "$gateway_dir"

server_extra=""
if [ -n "$basic_user" ]; then
  hash=$(printf '%s' "$basic_password" | openssl passwd -6 -stdin) || fail "DASHBOARD_BASIC_AUTH_PASSWORD could not be hashed"
  printf '%s:%s\n' "$basic_user" "$hash" | write_file "$gateway_dir/htpasswd" 644
  server_extra=$(fill "$templates/basic-auth.conf" GATEWAY_DIR="$gateway_dir")
fi

if [ "$platform" = false ]; then
  # The platform's answers for one organization `default` and its projects (CONTRACT §8, §18).
  printf '%s\n' '{"id":1,"username":"admin","primary_email":"admin@localhost","first_name":null,"last_name":null,"auth0_id":null,"disabled_features":[]}' \
    | write_file "$gateway_dir/profile.json" 644
  printf '%s\n' '[{"organization_slug":"default","actions":["%"],"resources":["%"],"project_refs":null,"condition":null,"restrictive":false}]' \
    | write_file "$gateway_dir/permissions.json" 644
  organization='{"id":1,"slug":"default","name":"Default Organization","plan":{"id":"enterprise","name":"Enterprise"},"billing_email":null,"billing_partner":null,"restriction_status":null,"restriction_data":null,"organization_requires_mfa":false,"is_owner":true}'
  printf '%s\n' "$organization" | write_file "$gateway_dir/organization.json" 644
  printf '[%s]\n' "$organization" | write_file "$gateway_dir/organizations.json" 644
  printf '[]\n' | write_file "$gateway_dir/empty-list.json" 644

  # header_lines KEY HEADER... -> proxy_set_header lines: each HEADER carries KEY (Authorization as
  # "Bearer KEY"), or is dropped without a key.
  header_lines() {
    key=$1
    shift
    lines=""
    for header in "$@"; do
      value=$key
      [ -z "$key" ] || [ "$header" != Authorization ] || value="Bearer $key"
      lines="${lines:+$lines
}        proxy_set_header $header \"$value\";"
    done
    printf '%s\n' "$lines"
  }
  # append VARIABLE TEXT: TEXT on a line of its own at the end of VARIABLE
  append() {
    eval "append_old=\$$1"
    eval "$1=\"\${append_old:+\$append_old
}\$2\""
  }

  projects_list=""
  project_locations=""
  server_lines=""
  # render_project ID: the answers and locations of one project, from P_* (checked values) and
  # setting NAME (how the operator sets a value, for the gateway's messages).
  render_project() {
    ref=$P_REF
    project_file=$P_PROJECT_FILE
    settings_file=$P_SETTINGS_FILE
    project="{\"id\":$1,\"ref\":\"$ref\",\"name\":$P_NAME,\"organization_id\":1,\"status\":\"ACTIVE_HEALTHY\",\"cloud_provider\":\"Self-hosted\",\"region\":\"Self-hosted\",\"parent_project_ref\":null,\"preview_branch_refs\":[]"
    projects_list="${projects_list:+$projects_list,}$project}"
    printf '%s,"connectionString":%s,"postgrestStatus":null}\n' "$project" "$(json_string "$connection_string")" \
      | write_file "$gateway_dir/$project_file" 644
    # The settings call (CONTRACT §13): the public API URL and the publishable key only, never the service key.
    anon_keys='[]'
    [ -z "$P_ANON_KEY" ] || anon_keys="[{\"name\":\"anon key\",\"tags\":\"anon\",\"api_key\":$(json_string "$P_ANON_KEY")}]"
    printf '{"app_config":{"endpoint":%s,"db_schema":"public"},"db_host":%s,"db_port":%s,"db_user":%s,"db_name":%s,"service_api_keys":%s}\n' \
      "$(json_string "$P_PUBLIC_API_URL")" "$(json_string "$conn_host")" "$conn_port" "$(json_string "$conn_user")" \
      "$(json_string "${conn_db:-postgres}")" "$anon_keys" | write_file "$gateway_dir/$settings_file" 644

    append project_locations "$(fill "$templates/project-platform.conf" REF="$ref" GATEWAY_DIR="$gateway_dir" \
      PROJECT_FILE="$project_file" SETTINGS_FILE="$settings_file")"
    append server_lines "$(fill "$templates/project-answers.conf" REF="$ref" OF_PROJECT="$(of_project)" \
      PG_META_URL_SETTING="$(setting PG_META_URL)" STORAGE_URL_SETTING="$(setting STORAGE_URL)" \
      LOGS_URL_SETTING="$(setting LOGS_URL)" GRAPHQL_URL_SETTING="$(setting GRAPHQL_URL)" \
      GOTRUE_URL_SETTING="$(setting GOTRUE_URL)" FUNCTIONS_URL_SETTING="$(setting FUNCTIONS_URL)" \
      REALTIME_URL_SETTING="$(setting REALTIME_URL)")"

    if [ -n "$P_PG_META_URL" ]; then
      key_line=""
      [ -z "$P_PG_META_KEY" ] || key_line="        proxy_set_header $pg_meta_key_header \"$P_PG_META_KEY\";"
      append project_locations "$(fill "$templates/pg-meta-proxy.conf" REF="$ref" PG_META_URL="$P_PG_META_URL" PG_META_KEY_LINE="$key_line")"
    else
      append project_locations "$(fill "$templates/pg-meta-missing.conf" REF="$ref")"
    fi
    # The storage, log analytics and GraphQL services (CONTRACT §8), mapped by path when given.
    if [ -n "$P_STORAGE_URL" ]; then
      append server_lines "$(fill "$templates/storage-server.conf" REF="$ref")"
      append project_locations "$(fill "$templates/storage-proxy.conf" REF="$ref" STORAGE_URL="$P_STORAGE_URL" \
        STORAGE_HEADER_LINES="$(header_lines "$P_STORAGE_KEY" apikey Authorization)")"
    fi
    if [ -n "$P_LOGS_URL" ]; then
      if [ -n "$P_LOGS_KEY" ]; then logs_headers=$(header_lines "" Authorization; header_lines "$P_LOGS_KEY" x-api-key)
      else logs_headers=$(header_lines "" Authorization x-api-key); fi
      append project_locations "$(fill "$templates/logs-proxy.conf" REF="$ref" LOGS_URL="$P_LOGS_URL" LOGS_HEADER_LINES="$logs_headers")"
    fi
    if [ -n "$P_GRAPHQL_URL" ]; then
      append project_locations "$(fill "$templates/graphql-proxy.conf" REF="$ref" GRAPHQL_URL="$P_GRAPHQL_URL" \
        GRAPHQL_HEADER_LINES="$(header_lines "$P_GRAPHQL_KEY" apikey)" GRAPHQL_BEARER="${P_GRAPHQL_KEY:+Bearer $P_GRAPHQL_KEY}")"
    fi
    if [ -n "$P_GOTRUE_URL" ]; then
      gotrue_lines="        proxy_ssl_server_name on;
        proxy_http_version 1.1;
        proxy_set_header Connection \"\";
        proxy_set_header x-connection-encrypted \"\";
        proxy_set_header Cookie \"\";
$(header_lines "$P_GOTRUE_KEY" apikey Authorization)
        error_page 502 503 504 = @gotrue_unreachable_$ref;"
      append project_locations "$(fill "$templates/gotrue-proxy.conf" REF="$ref" GOTRUE_URL="$P_GOTRUE_URL" GOTRUE_PROXY_LINES="$gotrue_lines")"
    fi
    # Edge functions (CONTRACT §12) and Realtime (§16) at /gateway/{ref}/... (§18), and the first
    # project's also at the single-project paths.
    for prefix in "" "/gateway/$ref"; do
      [ -n "$prefix" ] || [ "$1" = 1 ] || continue
      if [ -n "$P_FUNCTIONS_DIR" ]; then
        append server_lines "$(fill "$templates/functions-folder.conf" PREFIX="$prefix" FUNCTIONS_DIR="$P_FUNCTIONS_DIR")"
      else
        append server_lines "$(fill "$templates/functions-folder-missing.conf" PREFIX="$prefix" FUNCTIONS_DIR_SETTING="$(setting FUNCTIONS_DIR)")"
      fi
      if [ -n "$P_FUNCTIONS_URL" ]; then
        append server_lines "$(fill "$templates/functions-proxy.conf" PREFIX="$prefix" REF="$ref" FUNCTIONS_URL="$P_FUNCTIONS_URL")"
      else
        append server_lines "$(fill "$templates/functions-proxy-missing.conf" PREFIX="$prefix" FUNCTIONS_URL_SETTING="$(setting FUNCTIONS_URL)")"
      fi
      # The socket upgraded to the service with the key in its query. nginx's rewrite takes the path
      # and proxy_pass the origin; the key is percent-encoded for the query.
      if [ -n "$P_REALTIME_URL" ]; then
        realtime_rest=${P_REALTIME_URL#*://}
        case $realtime_rest in
          */*) realtime_path=/${realtime_rest#*/}; realtime_origin=${P_REALTIME_URL%"$realtime_path"} ;;
          *) realtime_path=""; realtime_origin=$P_REALTIME_URL ;;
        esac
        realtime_query_key=$(printf '%s' "$P_REALTIME_KEY" | sed 's/+/%2B/g; s|/|%2F|g; s/=/%3D/g')
        append server_lines "$(fill "$templates/realtime-proxy.conf" PREFIX="$prefix" REF="$ref" REALTIME_ORIGIN="$realtime_origin" \
          REALTIME_PATH="$realtime_path" REALTIME_KEY="$realtime_query_key")"
      else
        append server_lines "$(fill "$templates/realtime-missing.conf" PREFIX="$prefix" REALTIME_SETTING="$(realtime_setting)")"
      fi
    done
  }

  if [ "$project_count" -eq 0 ]; then
    # One project `default` from the single-project variables (CONTRACT §8).
    setting() { printf 'DASHBOARD_%s\n' "$1"; }
    of_project() { printf '\n'; }
    realtime_setting() { printf '%s\n' 'set DASHBOARD_REALTIME_URL to the URL of the realtime service and DASHBOARD_REALTIME_KEY to its key'; }
    P_REF=default P_NAME='"Default Project"' P_PROJECT_FILE=project.json P_SETTINGS_FILE=settings.json
    P_PG_META_URL=$pg_meta_url P_PG_META_KEY=$pg_meta_key P_PUBLIC_API_URL=$public_api_url P_ANON_KEY=$anon_key
    P_STORAGE_URL=$storage_url P_STORAGE_KEY=$storage_key P_LOGS_URL=$logs_url P_LOGS_KEY=$logs_key
    P_GRAPHQL_URL=$graphql_url P_GRAPHQL_KEY=$graphql_key P_GOTRUE_URL=$gotrue_url P_GOTRUE_KEY=$gotrue_key
    P_FUNCTIONS_URL=$functions_url P_FUNCTIONS_DIR=$functions_dir P_REALTIME_URL=$realtime_url P_REALTIME_KEY=$realtime_key
    render_project 1
  else
    setting() {
      field=$(printf '%s' "$1" | tr 'A-Z' 'a-z')
      printf '%s of project %s in %s\n' "$field" "$P_REF" "$projects_var"
    }
    of_project() { printf ' of project %s\n' "$P_REF"; }
    realtime_setting() { printf 'set realtime_url (the URL of the realtime service) and realtime_key (its key) of project %s in %s\n' "$P_REF" "$projects_var"; }
    i=1
    while [ "$i" -le "$project_count" ]; do
      P_REF=$(project_field "$i" ref) P_NAME=$(project_field "$i" name)
      P_PROJECT_FILE="project-$P_REF.json" P_SETTINGS_FILE="settings-$P_REF.json"
      P_PG_META_URL=$(project_field "$i" pg_meta_url) P_PG_META_KEY=$(project_field "$i" pg_meta_key)
      P_PUBLIC_API_URL=$(project_field "$i" public_api_url) P_ANON_KEY=$(project_field "$i" anon_key)
      P_STORAGE_URL=$(project_field "$i" storage_url) P_STORAGE_KEY=""
      P_LOGS_URL=$(project_field "$i" logs_url) P_LOGS_KEY=""
      P_GRAPHQL_URL=$(project_field "$i" graphql_url) P_GRAPHQL_KEY=""
      P_GOTRUE_URL=$(project_field "$i" gotrue_url) P_GOTRUE_KEY=$(project_field "$i" gotrue_service_key)
      P_FUNCTIONS_URL=$(project_field "$i" functions_url) P_FUNCTIONS_DIR=$(project_field "$i" functions_dir)
      P_REALTIME_URL=$(project_field "$i" realtime_url) P_REALTIME_KEY=$(project_field "$i" realtime_key)
      render_project "$i"
      i=$((i + 1))
    done
  fi
  printf '[%s]\n' "$projects_list" | write_file "$gateway_dir/projects.json" 644

  assistant_location=""
  [ -z "$openai_url" ] || assistant_location=$(fill "$templates/assistant-proxy.conf" OPENAI_URL="$openai_url" OPENAI_API_KEY="$openai_key")
  gateway=$(fill "$templates/gateway.conf" GATEWAY_DIR="$gateway_dir" SERVER_LINES="$server_lines" \
    PROJECT_LOCATIONS="$project_locations" ASSISTANT_LOCATION="$assistant_location")
  server_extra="${server_extra:+$server_extra
}$gateway"
fi

# The site: nginx.conf with its listen and root lines set and the extra server lines inserted.
SITE_LISTEN=$listen SITE_ROOT=$html_root SITE_EXTRA=$server_extra awk '
  /^[ \t]*listen 80;$/ { sub(/listen 80;/, "listen " ENVIRON["SITE_LISTEN"] ";"); found_listen = 1 }
  /^[ \t]*root \/usr\/share\/nginx\/html;$/ { sub(/root .*;/, "root " ENVIRON["SITE_ROOT"] ";"); found_root = 1 }
  /^[ \t]*# @dashboard-gateway$/ {
    found_marker = 1
    match($0, /^[ \t]*/); indent = substr($0, 1, RLENGTH)
    n = split(ENVIRON["SITE_EXTRA"], lines, "\n")
    for (i = 1; i <= n; i++) print (lines[i] == "" ? "" : indent lines[i])
    next
  }
  { print }
  END { if (!found_listen || !found_root || !found_marker) exit 3 }
' "$site_conf" >"$nginx_conf.tmp.$$" || { rm -f "$nginx_conf.tmp.$$"; fail "$site_conf lacks its listen 80, root or # @dashboard-gateway line"; }
# The file may hold the pg-meta, OpenAI and service keys: readable by its owner only (nginx's master, root).
chmod 600 "$nginx_conf.tmp.$$"
mv "$nginx_conf.tmp.$$" "$nginx_conf"
echo "entrypoint: wrote $nginx_conf ($([ "$platform" = false ] && echo 'self-hosted gateway' || echo 'static site'))" >&2

[ "$#" -eq 0 ] || exec "$@"
