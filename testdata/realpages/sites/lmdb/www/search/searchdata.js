var indexSectionsWithContent =
{
  0: "cdefghilmnoprstuvwxz",
  1: "m",
  2: "m",
  3: "m",
  4: "dmpr",
  5: "impt",
  6: "m",
  7: "m",
  8: "em",
  9: "cdeilnprtvw",
  10: "glmt"
};

var indexSectionNames =
{
  0: "all",
  1: "classes",
  2: "files",
  3: "functions",
  4: "variables",
  5: "typedefs",
  6: "enums",
  7: "enumvalues",
  8: "defines",
  9: "groups",
  10: "pages"
};

var indexSectionLabels =
{
  0: "All",
  1: "Data Structures",
  2: "Files",
  3: "Functions",
  4: "Variables",
  5: "Typedefs",
  6: "Enumerations",
  7: "Enumerator",
  8: "Macros",
  9: "Modules",
  10: "Pages"
};

