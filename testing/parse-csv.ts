// A strict RFC 4180 reader, written independently of toCsv: it throws on anything malformed.
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let i = 0
  while (i < text.length) {
    let field = ""
    if (text[i] === '"') {
      for (i++; ; i++) {
        if (i >= text.length) throw new Error("unterminated quoted field")
        if (text[i] !== '"') field += text[i]
        else if (text[i + 1] === '"') field += text[++i]
        else break
      }
      i++ // the closing quote
    } else {
      for (; i < text.length && !",\r\n".includes(text[i]); i++) {
        if (text[i] === '"') throw new Error(`stray quote at ${i}`)
        field += text[i]
      }
    }
    record.push(field)
    if (text[i] === ",") {
      i++
    } else if (text.startsWith("\r\n", i)) {
      records.push(record)
      record = []
      i += 2
    } else {
      throw new Error(`expected a comma or CRLF at ${i}`)
    }
  }
  if (record.length > 0) throw new Error("the last record has no CRLF")
  return records
}
