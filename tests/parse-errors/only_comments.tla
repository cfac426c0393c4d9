(* This file has comments but no module. *)
\* just a line comment
(* and (* a nested *) one *)
