/** One record of a CSV file and the line of the file it starts on (1-based), for the import report. */
interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks; lines end with
 * LF or CRLF; a byte-order mark is dropped. Blank lines are not records. A quote left open runs
 * to the end of the file, as spreadsheets read it.
 */
export const csvRecords = (text: string): CsvRecord[] => {
  const records: CsvRecord[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== '') records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
};
