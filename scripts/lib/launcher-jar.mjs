// A jar that holds only a manifest: `java -jar launcher.jar` then runs `mainClass` from `classPath`.
// Written with Node builtins so neither the JDK's `jar` tool nor any dependency is needed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

/** Manifest lines may hold at most 72 bytes; longer values continue on lines starting with a space. */
export function manifestText(attributes) {
  const lines = ['Manifest-Version: 1.0'];
  for (const [name, value] of Object.entries(attributes)) {
    let rest = Buffer.from(`${name}: ${value}`, 'utf8');
    lines.push(rest.subarray(0, 70).toString('latin1'));
    rest = rest.subarray(70);
    while (rest.length > 0) {
      lines.push(` ${rest.subarray(0, 69).toString('latin1')}`);
      rest = rest.subarray(69);
    }
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** A zip archive with one stored (uncompressed) entry. */
export function zipOneFile(name, data) {
  const fileName = Buffer.from(name, 'utf8');
  const checksum = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt32LE(0x00210000, 10); // DOS date 1980-01-01: reproducible bytes
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt32LE(0x00210000, 12);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  // extra, comment, disk, internal attrs, external attrs, local header offset: all 0
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

export function writeLauncherJar(outPath, { mainClass, classPath }) {
  const manifest = manifestText({
    'Main-Class': mainClass,
    'Class-Path': pathToFileURL(classPath).href,
  });
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, zipOneFile('META-INF/MANIFEST.MF', manifest));
}
