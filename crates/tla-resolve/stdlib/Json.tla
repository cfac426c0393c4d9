------------------------------- MODULE Json -----------------------------
\* Conversion of values to JSON text, and reading / writing JSON files.
\* Records become JSON objects, sequences (tuples) become JSON arrays,
\* and numbers, strings and Booleans become JSON scalars; deserializing
\* maps objects back to records and arrays back to tuples.
\*
\* Part of the tlars standard library.  All operators are evaluated
\* natively by tlars; their bodies are placeholders.  Sequences,
\* FiniteSets and TLC are instantiated LOCALly: not exported.

LOCAL INSTANCE Sequences
LOCAL INSTANCE FiniteSets
LOCAL INSTANCE TLC
-------------------------------------------------------------------------
\* The next three helpers are exported only because TLC's Json module
\* exports its (RECURSIVE) helpers of the same names and arities; specs
\* should not use them.  D is a subset of DOMAIN F.

ToJsonArrayString(F, D) == CHOOSE str \in STRING : TRUE
  \* JSON array text of the values F[d] for d \in D.  Native.

ToJsonObjectString(F, D) == CHOOSE str \in STRING : TRUE
  \* JSON object text of the entries d : F[d] for d \in D.  Native.

ToJsonString(F, D) == CHOOSE str \in STRING : TRUE
  \* ToJsonArrayString(F, D) if F is a set or a sequence, otherwise
  \* ToJsonObjectString(F, D).  Native.
-------------------------------------------------------------------------
ToJson(value) == CHOOSE str \in STRING : TRUE
  \* The JSON text of value (objects for records, arrays for tuples,
  \* scalars as themselves).  Native.

ToJsonArray(value) == CHOOSE str \in STRING : TRUE
  \* The JSON array text of the tuple value.  Native.

ToJsonObject(value) == CHOOSE str \in STRING : TRUE
  \* The JSON object text of the function or record value.  Native.

JsonSerialize(absoluteFilename, value) == TRUE
  \* Writes value (a sequence or a record) to the named file as one JSON
  \* array or object; equals TRUE on success.  Native.

JsonDeserialize(absoluteFilename) == CHOOSE val : TRUE
  \* The value read from the named JSON file.  Native.

ndJsonSerialize(absoluteFilename, value) == TRUE
  \* Writes the elements of the sequence value to the named file as
  \* newline-delimited JSON, one per line; equals TRUE.  Native.

ndJsonDeserialize(absoluteFilename) == CHOOSE val : TRUE
  \* The sequence of values read from the named newline-delimited JSON
  \* file.  Native.
=============================================================================
