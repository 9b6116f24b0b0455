# Sourced by docker/entrypoint.sh: the projects the gateway serves (CONTRACT §18).
#
#   DASHBOARD_PROJECTS           JSON array of projects, or
#   DASHBOARD_PROJECTS_FILE      the path of a mounted file holding it (keys kept out of the environment)
#   Each project: {"ref", "name", "pg_meta_url", "pg_meta_key"?, "public_api_url"?, "anon_key"?,
#   "gotrue_url"?, "gotrue_service_key"?, "functions_url"?, "functions_dir"?, "realtime_url"?,
#   "realtime_key"?, "storage_url"?, "logs_url"?, "graphql_url"?}; refs are 1 to 40 lowercase letters,
#   digits and -, unique. Unset (or empty): one project `default` from the single-project variables.
#
# Sets project_count and, per project i (from 1), p_{i}_{field}: the checked values (`name` as a JSON
# string literal). A bad value stops the container naming the variable, the entry and the field.

# project_field I FIELD -> the value, "" when not given
project_field() {
  eval "printf '%s\\n' \"\${p_$1_$2-}\""
}

# The single-project variables that a project's fields replace: refused beside a list, so that no
# value is silently ignored.
single_project_variables="PG_META_URL PG_META_KEY PUBLIC_API_URL ANON_KEY GOTRUE_URL GOTRUE_SERVICE_KEY FUNCTIONS_URL FUNCTIONS_DIR REALTIME_URL REALTIME_KEY STORAGE_URL STORAGE_KEY LOGS_URL LOGS_KEY GRAPHQL_URL GRAPHQL_KEY"

load_projects() {
  projects_var=""
  if [ -n "${DASHBOARD_PROJECTS:-}" ] && [ -n "${DASHBOARD_PROJECTS_FILE:-}" ]; then
    fail "DASHBOARD_PROJECTS and DASHBOARD_PROJECTS_FILE are both set: give one of them"
  fi
  if [ -n "${DASHBOARD_PROJECTS_FILE:-}" ]; then
    projects_var=DASHBOARD_PROJECTS_FILE
    [ -f "$DASHBOARD_PROJECTS_FILE" ] && [ -r "$DASHBOARD_PROJECTS_FILE" ] \
      || fail "DASHBOARD_PROJECTS_FILE '$DASHBOARD_PROJECTS_FILE' is not a readable file"
    parsed=$(awk -f "$here/projects.awk" <"$DASHBOARD_PROJECTS_FILE") || projects_parse_failed
  elif [ -n "${DASHBOARD_PROJECTS:-}" ]; then
    projects_var=DASHBOARD_PROJECTS
    parsed=$(printf '%s\n' "$DASHBOARD_PROJECTS" | awk -f "$here/projects.awk") || projects_parse_failed
  else
    project_count=0
    return
  fi
  for name in $single_project_variables; do
    eval "has_value=\${DASHBOARD_$name:+x}"
    [ -z "$has_value" ] || fail "DASHBOARD_$name is set with $projects_var: give it as a field of each project instead"
  done

  project_count=0
  tab=$(printf '\t')
  while IFS=$tab read -r entry field value; do
    [ -n "$entry" ] || continue
    [ "$entry" -le "$project_count" ] || project_count=$entry
    [ -z "$field" ] || eval "p_${entry}_${field}=\$value"
  done <<EOF
$parsed
EOF
  [ "$project_count" -ge 1 ] || fail "$projects_var must list at least one project"

  refs=" "
  i=1
  while [ "$i" -le "$project_count" ]; do
    check_project "$i"
    i=$((i + 1))
  done
}

projects_parse_failed() {
  problem=$(printf '%s\n' "$parsed" | sed -n 's/^!//p' | head -n 1)
  [ -n "$problem" ] || fail "$projects_var could not be read"
  tab=$(printf '\t')
  entry=${problem%%"$tab"*}
  rest=${problem#*"$tab"}
  field=${rest%%"$tab"*}
  message=${rest#*"$tab"}
  if [ "$entry" = 0 ]; then fail "$projects_var $message"; fi
  fail "$projects_var entry $entry${field:+, field $field}: $message"
}

# check_project I: each field of project I in its form; defaults filled in.
check_project() {
  i=$1
  label="$projects_var entry $i"
  ref=$(project_field "$i" ref)
  [ -n "$ref" ] || fail "$label, field ref: is required"
  case $ref in
    *[!a-z0-9-]*) fail "$label, field ref: must be 1 to 40 lowercase letters, digits or -, got '$ref'" ;;
  esac
  [ "${#ref}" -le 40 ] || fail "$label, field ref: must be 1 to 40 lowercase letters, digits or -, got '$ref'"
  case $refs in
    *" $ref "*) fail "$label, field ref: '$ref' is the ref of an earlier entry too (refs are unique)" ;;
  esac
  refs="$refs$ref "
  label="$projects_var entry $i ($ref)"
  name=$(project_field "$i" name)
  [ -n "$name" ] && [ "$name" != '""' ] || fail "$label, field name: is required"
  [ -n "$(project_field "$i" pg_meta_url)" ] || fail "$label, field pg_meta_url: is required"
  for field in pg_meta_url gotrue_url functions_url realtime_url storage_url logs_url graphql_url public_api_url; do
    value=$(check_upstream "$label, field $field" "$(project_field "$i" "$field")")
    eval "p_${i}_${field}=\$value"
  done
  for field in pg_meta_key anon_key gotrue_service_key realtime_key; do
    value=$(check_token "$label, field $field" "$(project_field "$i" "$field")")
  done
  for pair in gotrue_url:gotrue_service_key realtime_url:realtime_key; do
    url_field=${pair%%:*}
    key_field=${pair#*:}
    url_value=$(project_field "$i" "$url_field")
    key_value=$(project_field "$i" "$key_field")
    [ -z "$url_value" ] || [ -n "$key_value" ] || fail "$label, field $key_field: is required with $url_field"
    [ -n "$url_value" ] || [ -z "$key_value" ] || fail "$label, field $key_field: is given without $url_field"
  done
  public=$(project_field "$i" public_api_url)
  [ -n "$public" ] || eval "p_${i}_public_api_url=http://localhost:8000"
  dir=$(project_field "$i" functions_dir)
  if [ -n "$dir" ]; then
    case $dir in
      /*) ;;
      *) fail "$label, field functions_dir: must be an absolute path, got '$dir'" ;;
    esac
    case $dir in
      *[!A-Za-z0-9._/-]*) fail "$label, field functions_dir: may hold only letters, digits and . _ / -, got '$dir'" ;;
    esac
    dir=${dir%/}
    [ -d "$dir" ] || fail "$label, field functions_dir: '$dir' is not a directory"
    eval "p_${i}_functions_dir=\$dir"
  fi
}
