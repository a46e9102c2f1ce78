// Plain JavaScript on purpose: it must run, and explain itself, on whatever Node started it.
const [major, minor] = process.versions.node.split('.').map(Number)
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    [
      `This project runs on Node 24 (found ${process.version} at ${process.execPath}).`,
      'Node 24 comes with the project itself, as the "node" dev dependency, and npm scripts use it.',
      'If you see this message, its binary is missing: run "npm install" again (without --ignore-scripts),',
      'and start the portal through npm ("npm start"), not by calling node_modules/.bin tools directly.',
    ].join('\n'),
  )
  process.exit(1)
}
