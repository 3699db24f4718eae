// Real, tiny files of every kind the upload pipeline knows (each checked with file(1) when added),
// and a few that it must refuse. Shared by the unit tests of app/lib/uploads and the integration tests.

const b64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));
const utf8 = (text: string) => new TextEncoder().encode(text);

export const samples = {
  /** 1×1 PNG. */
  png: b64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  /** 1×1 baseline JPEG. */
  jpeg: b64(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  ),
  /** 1×1 GIF89a. */
  gif: b64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
  /** 1×1 lossless WebP. */
  webp: b64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="),
  /** A one-page PDF. */
  pdf: utf8(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
  /** A server log with tabs, CRLF and non-ASCII text. */
  text: utf8("2026-11-23 10:00:01\tERROR\tdisk C: full — ഡിസ്ക് നിറഞ്ഞു\r\nretrying…\n"),
  /** A Word document written by Python's zipfile: [Content_Types].xml, _rels/.rels, word/document.xml. */
  docx: b64(
    "UEsDBBQAAAAIAAKFd115bjPX6AAAAK0BAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QyU7DMBD9FWuuKHHggBCK0wPLETiUDxjZk8SqN3nc0v49Tlt6QIXjzFv1+tXeO7GjzDYGBbdtB4KCjsaGScHn+rV5AMEFg0EXAyk4EMNq6NeHRCyqNrCCuZT0KCXrmTxyGxOFiowxeyz1zJNMqDc4kbzrunupYygUSlMWDxj6Zxpx64p42df3qUcmxyCeTsQlSwGm5KzGUnG5C+ZXSnNOaKvyyOHZJr6pBJBXExbk74Cz7r0Ok60h8YG5vKGvLPkVs5Em6q2vyvZ/mys94zhaTRf94pZy1MRcF/euvSAebfjpL49zD99QSwMEFAAAAAgAAoV3XZv9N+qtAAAAKQEAAAsAAABfcmVscy8ucmVsc43POw7CMAwG4KtE3mlaBoRQ0y4IqSsqB7ASN61oHkrCo7cnAwNFDIy2f3+W6/ZpZnanECdnBVRFCYysdGqyWsClP232wGJCq3B2lgQsFKFt6jPNmPJKHCcfWTZsFDCm5A+cRzmSwVg4TzZPBhcMplwGzT3KK2ri27Lc8fBpwNpknRIQOlUB6xdP/9huGCZJRydvhmz6ceIrkWUMmpKAhwuKq3e7yCzwpuarF5sXUEsDBBQAAAAIAAKFd10ffA0RmgAAAM8AAAARAAAAd29yZC9kb2N1bWVudC54bWxFjsEOgjAMhl+F9C5DD8YQhjcfwOgDzK0CCWuXdYq8vRsevHztnzZf250/fq7eGGVi0rCvG6iQLLuJBg3322V3gkqSIWdmJtSwosC575bWsX15pFRlAUm7aBhTCq1SYkf0RmoOSHn25OhNyjEOauHoQmSLItnvZ3VomqPyZiIoyge7tdRQEAtSf0XJZzpV+sK4MWz87av/L/0XUEsBAhQDFAAAAAgAAoV3XXluM9foAAAArQEAABMAAAAAAAAAAAAAAIABAAAAAFtDb250ZW50X1R5cGVzXS54bWxQSwECFAMUAAAACAAChXddm/036q0AAAApAQAACwAAAAAAAAAAAAAAgAEZAQAAX3JlbHMvLnJlbHNQSwECFAMUAAAACAAChXddH3wNEZoAAADPAAAAEQAAAAAAAAAAAAAAgAHvAQAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAMAAwC5AAAAuAIAAAAA",
  ),
} as const;

export const refusedSamples = {
  /** The start of a Windows executable (MZ header, DOS stub): NUL bytes, so not text either. */
  exe: new Uint8Array([
    ...Buffer.from("4d5a90000300000004000000ffff0000b8000000000000004000000000000000", "hex"),
    ...utf8("This program cannot be run in DOS mode.\r\r\n$"),
  ]),
  /** An ordinary ZIP (notes.txt inside): not a Word document. */
  zip: b64(
    "UEsDBBQAAAAIAAKFd12GphA2BwAAAAUAAAAJAAAAbm90ZXMudHh0y0jNyckHAFBLAQIUAxQAAAAIAAKFd12GphA2BwAAAAUAAAAJAAAAAAAAAAAAAACAAQAAAABub3Rlcy50eHRQSwUGAAAAAAEAAQA3AAAALgAAAAAA",
  ),
  /** An Excel-shaped package ([Content_Types].xml and xl/): an Office file, but not Word. */
  xlsx: b64(
    "UEsDBBQAAAAIAAKFd115bjPX6AAAAK0BAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QyU7DMBD9FWuuKHHggBCK0wPLETiUDxjZk8SqN3nc0v49Tlt6QIXjzFv1+tXeO7GjzDYGBbdtB4KCjsaGScHn+rV5AMEFg0EXAyk4EMNq6NeHRCyqNrCCuZT0KCXrmTxyGxOFiowxeyz1zJNMqDc4kbzrunupYygUSlMWDxj6Zxpx64p42df3qUcmxyCeTsQlSwGm5KzGUnG5C+ZXSnNOaKvyyOHZJr6pBJBXExbk74Cz7r0Ok60h8YG5vKGvLPkVs5Em6q2vyvZ/mys94zhaTRf94pZy1MRcF/euvSAebfjpL49zD99QSwMEFAAAAAgAAoV3XSuEJhIGAAAABAAAAA8AAAB4bC93b3JrYm9vay54bWyzqdC3AwBQSwECFAMUAAAACAAChXddeW4z1+gAAACtAQAAEwAAAAAAAAAAAAAAgAEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIUAxQAAAAIAAKFd10rhCYSBgAAAAQAAAAPAAAAAAAAAAAAAACAARkBAAB4bC93b3JrYm9vay54bWxQSwUGAAAAAAIAAgB+AAAATAEAAAAA",
  ),
  /** Latin-1 text (é as a single 0xE9 byte): not valid UTF-8. */
  latin1: new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]),
  /** Text with an escape sequence (terminal colours): a control character. */
  ansi: utf8("\u001b[31mred\u001b[0m\n"),
} as const;
