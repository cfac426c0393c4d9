-------------------------------- MODULE CSV ------------------------------
\* Appending lines to and reading comma-separated-values files.
\*
\* Part of the tlars standard library.  All operators are evaluated
\* natively by tlars; their bodies are placeholders.  TLC and Integers are
\* instantiated LOCALly: not exported.

LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
-------------------------------------------------------------------------
CSVWrite(template, val, file) == TRUE
  \* Appends to file one line: template with its printf-style conversions
  \* (%s, %1$s, ...) replaced by the elements of the sequence val, printed
  \* as TLC prints values.  Native.

CSVWriteRecord(record, delim, headers, file) == TRUE
  \* Appends to file the values of record separated by delim, preceded by
  \* a line of its field names when headers is TRUE.  Native.

CSVRead(columns, delimiter, file) == CHOOSE s : TRUE
  \* The lines of file as a sequence of records whose fields, named by the
  \* sequence columns, are the line's delimiter-separated strings.
  \* Native.

CSVRecords(file) == CHOOSE n : n \in Nat
  \* The number of lines of file (0 when it does not exist).  Native.
=============================================================================
