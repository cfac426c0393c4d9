------------------------------ MODULE IOUtils ----------------------------
\* Files, environment variables and external commands.
\*
\* Part of the tlars standard library.  All operators are evaluated
\* natively by tlars; their bodies are placeholders, except zeroPadN's.
\* TLC, Integers, Sequences and SequencesExt are instantiated LOCALly: not
\* exported.  The operators that run external
\* commands (IOExec, IOEnvExec, IOExecTemplate, IOEnvExecTemplate) are an
\* evaluation error unless `tlars check` is given --allow-io.

LOCAL INSTANCE TLC
LOCAL INSTANCE Integers
LOCAL INSTANCE Sequences
LOCAL INSTANCE SequencesExt
-------------------------------------------------------------------------
IOSerialize(val, absoluteFilename, compress) == TRUE
  \* Writes val to the file in TLC's binary format.  Native (tlars does
  \* not implement TLC's binary format: an error).

IODeserialize(absoluteFilename, compressed) == CHOOSE val : TRUE
  \* The value stored in the file in TLC's binary format.  Native (an
  \* error in tlars).

Serialize(value, dest, options) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE
  \* Writes value to the file dest with the serializer options.format
  \* ("TXT": the string value as text; options.openOptions may contain
  \* "APPEND").  Equals a record [exitValue, stdout, stderr].  Native.

Deserialize(src, options) == CHOOSE val : TRUE
  \* Reads the file src with the serializer options.format ("TXT": the
  \* text, as the stdout field of a record [exitValue, stdout, stderr]).
  \* Native.
-------------------------------------------------------------------------
IOExec(command) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE
  \* Runs the program command[1] with arguments command[2], ...; equals
  \* its exit status and outputs.  Native; needs --allow-io.

IOEnvExec(env, command) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE
  \* IOExec(command) with the environment variables of env (a record, or
  \* a set of pairs <<name, value>>) added.  Native; needs --allow-io.

IOExecTemplate(commandTemplate, parameters) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE
  \* IOExec of commandTemplate with its printf-style conversions (%s,
  \* %1$s, ...) replaced by the strings of parameters.  Native; needs
  \* --allow-io.

IOEnvExecTemplate(env, commandTemplate, parameters) ==
  CHOOSE r \in [exitValue : Int, stdout : STRING, stderr : STRING] : TRUE
  \* IOExecTemplate with the environment of IOEnvExec.  Native; needs
  \* --allow-io.
-------------------------------------------------------------------------
IOEnv == CHOOSE r \in [STRING -> STRING] : TRUE
  \* The environment variables of the checker's process, as a record.
  \* Native.

atoi(str) == CHOOSE i \in Int : ToString(i) = str
  \* The integer written in decimal by the string str ("42", "-7", "+7").
  \* Native.

zeroPadN(n, width) ==
  LET digits == ToString(n)
      pad == [i \in 1..(width - Len(digits)) |-> "0"]
  IN  FoldLeft(LAMBDA acc, z : acc \o z, "", pad) \o digits
  \* The decimal digits of the natural number n after as many "0" as make
  \* the string width characters long (none when it is that long already).
=============================================================================
