#!/usr/bin/python3
"""Converts docs/openapi.yaml to compact JSON and writes it as a C++ source file.

Usage: embed_openapi.py IN.yaml OUT.cpp   (run by CMake at build time; needs python3-yaml)
       embed_openapi.py IN.yaml -         (the JSON alone, on stdout: for the API tests)
"""
import json
import sys

import yaml


class Loader(yaml.SafeLoader):
    """YAML 1.1 would turn 2026-11-23 into a date; JSON wants the text."""


Loader.add_constructor(
    "tag:yaml.org,2002:timestamp", lambda loader, node: loader.construct_scalar(node)
)


def main(src: str, out: str) -> None:
    with open(src, encoding="utf-8") as f:
        doc = yaml.load(f, Loader=Loader)
    if not isinstance(doc, dict) or not str(doc.get("openapi", "")).startswith("3.1"):
        sys.exit(f"{src}: not an OpenAPI 3.1 document")
    text = json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    if out == "-":
        sys.stdout.write(text)
        return
    delim = "AQUAJSON"
    if f"){delim}\"" in text:
        sys.exit(f"{src}: contains the raw-string delimiter")
    with open(out, "w", encoding="utf-8") as f:
        f.write(
            "// Generated from docs/openapi.yaml by server/cmake/embed_openapi.py. Do not edit.\n"
            '#include "app/openapi.hpp"\n'
            "namespace aqua::app {\n"
            "std::string_view openapi_json() {\n"
            f'  static constexpr std::string_view json = R"{delim}({text}){delim}";\n'
            "  return json;\n"
            "}\n"
            "}  // namespace aqua::app\n"
        )


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: embed_openapi.py IN.yaml OUT.cpp|-")
    main(sys.argv[1], sys.argv[2])
