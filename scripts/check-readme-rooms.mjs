#!/usr/bin/env node
// Keeps the README's room table true (run by `make lint`): its rooms must be exactly the
// aqua_room(...) declarations in server/CMakeLists.txt, each row's "rooms it uses" exactly
// that room's USES list, and the file to read first must exist under server/src/.
// Plain Node, no packages. Exits 1 and says what differs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const cmake = readFileSync(path.join(root, 'server/CMakeLists.txt'), 'utf8');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** room -> the rooms it USES, from every aqua_room(NAME ... USES a b ... [LIBS ...]) call. */
function declaredRooms(text) {
  const rooms = new Map();
  const code = text
    .split('\n')
    .map((l) => l.replace(/#.*$/, ''))
    .join('\n');
  for (const m of code.matchAll(/^\s*aqua_room\(([^)]*)\)/gm)) {
    const words = m[1].split(/\s+/).filter(Boolean);
    const uses = [];
    let section = '';
    for (const w of words.slice(1)) {
      if (['SOURCES', 'USES', 'LIBS'].includes(w)) section = w;
      else if (section === 'USES') uses.push(w);
    }
    rooms.set(words[0], uses);
  }
  return rooms;
}

/** room -> { uses, first } from the README table under the header "| room | what it owns |". */
function tableRooms(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\|\s*room\s*\|\s*what it owns\s*\|/.test(l));
  if (start < 0) return null;
  const rooms = new Map();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    const name = cells[0].replace(/`/g, '').replace(/\/$/, '');
    const uses = [...cells[2].matchAll(/`([^`]+)`/g)].map((u) => u[1].replace(/\/$/, ''));
    const first = (cells[3].match(/`([^`]+)`/) ?? [])[1] ?? '';
    rooms.set(name, { uses, first });
  }
  return rooms;
}

const declared = declaredRooms(cmake);
const table = tableRooms(readme);
const problems = [];
if (declared.size === 0) problems.push('no aqua_room(...) declarations found in server/CMakeLists.txt');
if (!table) problems.push('README.md has no table headed "| room | what it owns | ..."');
else {
  for (const [room, uses] of declared) {
    const row = table.get(room);
    if (!row) {
      problems.push(`room ${room} is declared in server/CMakeLists.txt but has no README row`);
      continue;
    }
    const want = [...uses].sort().join(', ');
    const have = [...row.uses].sort().join(', ');
    if (want !== have)
      problems.push(`room ${room}: README says it uses [${have}], CMake says [${want}]`);
    if (!row.first || !existsSync(path.join(root, 'server/src', row.first)))
      problems.push(`room ${room}: the file to read first (${row.first || 'none'}) is not in server/src`);
    else if (!row.first.startsWith(`${room}/`))
      problems.push(`room ${room}: the file to read first (${row.first}) is not in its folder`);
  }
  for (const room of table.keys())
    if (!declared.has(room)) problems.push(`README row ${room} is not a room in server/CMakeLists.txt`);
}

if (problems.length) {
  console.error('README room table and server/CMakeLists.txt disagree:');
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`README room table matches server/CMakeLists.txt (${declared.size} rooms)`);
