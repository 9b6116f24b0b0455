// npm test: runs every stage and reports each, so one failing stage (a flaky unit test, a lint error)
// does not hide the results of the others; exits 1 if any failed. The e2e stage needs the build.
import { spawnSync } from 'node:child_process'

const STAGES = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unused code (knip)', script: 'knip' },
  { name: 'unit and component tests', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'end-to-end tests', script: 'test:e2e', needs: 'build' },
]

const results = new Map()
for (const stage of STAGES) {
  if (stage.needs && results.get(stage.needs) !== 'passed') {
    results.set(stage.name, `skipped (${stage.needs} failed)`)
    continue
  }
  console.log(`\n=== ${stage.name}: npm run ${stage.script}\n`)
  const { status } = spawnSync('npm', ['run', stage.script], { stdio: 'inherit' })
  results.set(stage.name, status === 0 ? 'passed' : `FAILED (exit ${status})`)
}

console.log('\n=== npm test summary')
for (const stage of STAGES) console.log(`${stage.name.padEnd(26)} ${results.get(stage.name)}`)
process.exit(STAGES.every((stage) => results.get(stage.name) === 'passed') ? 0 : 1)
