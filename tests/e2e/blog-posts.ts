// The posts the specs check the blog by: the six the migration imported into the database, whose
// files are the fixtures (tests/fixtures/imported-2026-11/blog).
export {
  type ImportedPost as TestPost,
  importedPosts as testPosts,
} from "../fixtures/imported-2026-11/blog";
