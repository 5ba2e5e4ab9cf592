#!/usr/bin/env python3
"""Drives `tessera mcp` (or `swift package previews mcp`) with the Python `mcp` package, an MCP
client independent of Tessera, and checks what each tool returns.

Usage:
  python3 Scripts/mcp-check.py catalog --cwd REPO -- .build/debug/tessera mcp
  python3 Scripts/mcp-check.py fixture --cwd REPO -- .build/debug/PreviewsFixture mcp --timeout 5
  python3 Scripts/mcp-check.py package --cwd PACKAGE --edit FILE --preview ID -- swift package previews mcp

Exits 0 when every check passes; otherwise prints the first failure and exits 1.
"""
import argparse
import asyncio
import base64
import os
import struct
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client


def fail(message):
    print(f"mcp-check: FAILED: {message}", flush=True)
    sys.exit(1)


def say(message):
    print(f"mcp-check: {message}", flush=True)


def png_size(data):
    """The width and height of a PNG, checking its signature and first chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        fail("the image is not a PNG")
    return struct.unpack(">II", data[16:24])


def parts(result):
    images = [base64.b64decode(c.data) for c in result.content if c.type == "image"]
    texts = [c.text for c in result.content if c.type == "text"]
    return images, "\n".join(texts)


SAVE = os.environ.get("MCP_CHECK_SAVE")
COUNTER = [0]


async def call(session, tool, arguments, expect_error=False):
    result = await session.call_tool(tool, arguments)
    images, text = parts(result)
    if SAVE:
        for image in images:
            COUNTER[0] += 1
            with open(os.path.join(SAVE, f"{COUNTER[0]:02d}-{tool}.png"), "wb") as f:
                f.write(image)
    if bool(result.is_error) != expect_error:
        fail(f"{tool} {arguments}: is_error={result.is_error}, expected {expect_error}: {text[:2000]}")
    return result, images, text


async def alive(session):
    """The server still answers after an error."""
    await call(session, "list_previews", {})


async def common(session, preview):
    """initialize is done; tools/list, list_previews and the errors every server must survive."""
    tools = {t.name for t in (await session.list_tools()).tools}
    wanted = {"list_previews", "render_preview", "render_matrix", "describe_layout", "interact", "compare"}
    if not wanted <= tools:
        fail(f"tools/list lacks {sorted(wanted - tools)}")
    say(f"tools/list: {sorted(tools)}")
    _, _, text = await call(session, "list_previews", {})
    if preview not in text:
        fail(f"list_previews does not name {preview}:\n{text[:2000]}")
    for needle in ("colorScheme", "dynamicTypeSize", "device", "iPhone 16"):
        if needle not in text:
            fail(f"list_previews does not give the variant setting {needle}")
    say("list_previews names the preview and the variant settings")
    # Bad input: an error in words, and the server goes on.
    cases = [
        ("render_preview", {"preview": "No/Such/Preview"}, "no preview"),
        ("render_preview", {"preview": preview, "variant": {"colorScheme": "sepia"}}, "light or dark"),
        ("render_preview", {"preview": preview, "variant": {"scale": 40}}, "scale"),
        ("render_preview", {"preview": preview, "variant": {"dynamicTypeSize": "huge"}}, "accessibility5"),
        ("render_preview", {"preview": preview, "variant": {"device": "Nokia 3310"}}, "iPhone"),
        ("render_preview", {"preview": preview, "variant": {"dimensions": {"nope": "x"}}}, "dimension"),
        ("render_preview", {"preview": preview, "colour": "red"}, "unknown argument"),
        ("compare", {"preview": preview, "reference": "/etc/passwd"}, "outside the package"),
        ("compare", {"preview": preview, "reference": "../../../../etc/hostname"}, "outside the package"),
        ("interact", {"preview": preview, "actions": [{"action": "tap", "label": "No such button at all"}]}, "no control"),
        ("interact", {"preview": preview, "actions": [{"action": "juggle", "label": "x"}]}, "unknown action"),
        ("no_such_tool", {}, "no tool"),
    ]
    for tool, arguments, words in cases:
        result = await session.call_tool(tool, arguments)
        _, text = parts(result)
        if not result.is_error:
            fail(f"{tool} {arguments} was not an error")
        if words not in text:
            fail(f"{tool} {arguments}: the error does not say {words!r}: {text[:500]}")
    await alive(session)
    say(f"{len(cases)} kinds of bad input: each an error in words, the server still answers")


async def render(session, preview, variant=None):
    arguments = {"preview": preview}
    if variant:
        arguments["variant"] = variant
    _, images, text = await call(session, "render_preview", arguments)
    if len(images) != 1:
        fail(f"render_preview returned {len(images)} images")
    return images[0], png_size(images[0]), text


async def catalog(session, args):
    preview = "ExampleApp/LoginView+Preview/empty"
    await common(session, preview)
    png, (w, h), text = await render(session, preview, {"device": "iPhone 16", "scale": 3})
    if (w, h) != (1179, 2556):
        fail(f"the iPhone 16 render at 3x is {w} x {h}, expected 1179 x 2556")
    for needle in ("Accessibility tree:", "Audit", "Controls:", "text field"):
        if needle not in text:
            fail(f"render_preview's text lacks {needle!r}:\n{text[:3000]}")
    say(f"render_preview: a {w} x {h} PNG, the accessibility tree, the audit and the controls")
    _, (dw, dh), _ = await render(session, preview, {"device": "iPhone 16", "colorScheme": "dark", "scale": 2})
    if (dw, dh) != (786, 1704):
        fail(f"the dark render at 2x is {dw} x {dh}")
    # Interact: type, then tap; the picture changes and the field shows the text.
    _, images, text = await call(session, "interact", {
        "preview": preview, "variant": {"device": "iPhone 16", "scale": 3},
        "actions": [{"action": "type", "label": "Email", "text": "ada@example.com"}]})
    if len(images) != 1 or png_size(images[0]) != (1179, 2556):
        fail("interact did not return the screen's image")
    if images[0] == png:
        fail("typing into the field did not change the picture")
    if "ada@example.com" not in text:
        fail(f"the tree after typing does not show the text:\n{text[:3000]}")
    _, images2, text2 = await call(session, "interact", {
        "preview": preview, "variant": {"device": "iPhone 16", "scale": 3},
        "actions": [{"action": "type", "label": "Password", "text": "pw"}]})
    if "After 1 earlier action" not in text2 or "ada@example.com" not in text2:
        fail(f"the second interact did not keep the first one's text:\n{text2[:2000]}")
    say("interact: typing changes the picture and the tree; a second call goes on from the first")
    _, _, layout = await call(session, "describe_layout", {"preview": preview, "variant": {"device": "iPhone 16"}})
    if "text" not in layout or "(" not in layout or "Controls:" not in layout:
        fail(f"describe_layout gives no frames:\n{layout[:2000]}")
    say(f"describe_layout: {len(layout.splitlines())} lines of frames")
    _, images, text = await call(session, "render_matrix", {
        "preview": "UILibrary/PrimaryButton+Preview/states" if "PrimaryButton" in args.extra else preview,
        "variants": [{"colorScheme": "light", "scale": 1}, {"colorScheme": "dark", "scale": 1},
                     {"dynamicTypeSize": "accessibility3", "scale": 1}]})
    if len(images) != 1:
        fail("render_matrix returned no contact sheet")
    sw, sh = png_size(images[0])
    if sw < 3 * 390 or sh < 844:
        fail(f"the contact sheet is {sw} x {sh}, too small for three screens")
    say(f"render_matrix: a {sw} x {sh} contact sheet")
    # compare: against the last render (same code: identical), and against a reference file.
    result, images, text = await call(session, "compare", {"preview": preview, "variant": {"device": "iPhone 16", "scale": 3}})
    if result.structured_content.get("changedPixels") != 0:
        fail(f"compare against the last render of the same code: {text}")
    reference = args.reference
    if reference:
        result, images, text = await call(session, "compare", {
            "preview": preview, "variant": {"device": "iPhone 16", "scale": 3}, "reference": reference})
        changed = result.structured_content.get("changedPixels")
        if changed is None or changed == 0 or len(images) != 1:
            fail(f"compare against {reference} (another picture) found no change: {text}")
        say(f"compare: 0 pixels against the last render, {changed} against {reference}, with a diff image")


async def fixture(session, args):
    await common(session, "PreviewsFixture/FixturePreviews/Night")
    # A preview that traps and one that hangs: an error in words, and the server goes on.
    result = await session.call_tool("render_preview", {"preview": "PreviewsFixture/FixturePreviews/Trap"})
    _, text = parts(result)
    if not result.is_error or "crashed" not in text:
        fail(f"a trapping preview: {text[:500]}")
    say(f"a preview that traps: {text[:120]}…")
    start = time.monotonic()
    result = await session.call_tool("render_preview", {"preview": "PreviewsFixture/FixturePreviews/Hang"})
    _, text = parts(result)
    if not result.is_error or "hung" not in text:
        fail(f"a hanging preview: {text[:500]}")
    say(f"a preview that hangs: stopped after {time.monotonic() - start:.1f} s: {text[:80]}…")
    png, (w, h), _ = await render(session, "PreviewsFixture/FixturePreviews/Night")
    say(f"the next render works: {w} x {h}")


async def package(session, args):
    preview = args.preview
    await common(session, preview)
    before, size, text = await render(session, preview)
    say(f"render_preview of {preview}: {size[0]} x {size[1]}")
    if args.toggle:
        # interact, then render: a toggle flipped by its label changes the picture and the tree.
        target, label = args.toggle.rsplit(":", 1)
        off, _, off_text = await render(session, target)
        _, images, on_text = await call(session, "interact", {
            "preview": target, "actions": [{"action": "toggle", "label": label}]})
        if len(images) != 1 or images[0] == off:
            fail(f"toggling {label!r} in {target} did not change the picture")
        if 'value "1"' not in on_text or 'value "0"' not in off_text:
            fail(f"the tree does not show the toggle flipped:\n{off_text[:800]}\n---\n{on_text[:800]}")
        say(f"interact: toggling {label!r} in {target} changed the picture and the tree")
    path = os.path.join(args.cwd, args.edit)
    original = open(path, encoding="utf-8").read()
    if args.old not in original:
        fail(f"{args.edit} does not contain {args.old!r}")
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original.replace(args.old, args.new))
        start = time.monotonic()
        after, size2, text2 = await render(session, preview)
        seconds = time.monotonic() - start
        if after == before:
            fail("the render after the edit is the same picture")
        if args.new_text and args.new_text not in text2:
            fail(f"the tree after the edit lacks {args.new_text!r}:\n{text2[:1500]}")
        note = next((line for line in text2.splitlines() if "rebuilt the package" in line), None)
        if not note:
            fail(f"the result after the edit does not say that the package was rebuilt:\n{text2[:1500]}")
        say(f"after an edit of {args.edit}: rebuilt and rendered in {seconds:.1f} s {note}, the picture changed")
        result, _, text3 = await call(session, "compare", {"preview": preview})
        if result.structured_content.get("changedPixels") != 0:
            fail(f"compare right after a render of the same code: {text3}")
        # A build error comes back as the result, in the compiler's words.
        with open(path, "w", encoding="utf-8") as f:
            f.write(original + "\nlet broken: Int = \"not a number\"\n")
        result = await session.call_tool("render_preview", {"preview": preview})
        _, text4 = parts(result)
        if not result.is_error or "does not build" not in text4 or "error:" not in text4:
            fail(f"a build error: {text4[:1500]}")
        say(f"a build error comes back as text: {text4.splitlines()[1][:120] if len(text4.splitlines()) > 1 else text4}")
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
    again, _, _ = await render(session, preview)
    if again != before:
        fail("the render after undoing the edit differs from the first")
    say("undoing the edit gives the first picture back")
    # How long an edit takes to come back as a picture: edits back and forth, timed from the write.
    times = []
    try:
        for i in range(args.repeat):
            with open(path, "w", encoding="utf-8") as f:
                f.write(original.replace(args.old, args.new) if i % 2 == 0 else original)
            start = time.monotonic()
            await render(session, preview)
            times.append(time.monotonic() - start)
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
    if times:
        times.sort()
        say(f"edit to picture, {len(times)} edits: median {times[len(times) // 2]:.1f} s, "
            f"fastest {times[0]:.1f} s, slowest {times[-1]:.1f} s")


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["catalog", "fixture", "package"])
    parser.add_argument("--cwd", required=True)
    parser.add_argument("--preview")
    parser.add_argument("--edit")
    parser.add_argument("--old")
    parser.add_argument("--new")
    parser.add_argument("--new-text")
    parser.add_argument("--reference")
    parser.add_argument("--repeat", type=int, default=0, help="timed edits after the checks (package)")
    parser.add_argument("--toggle", help="PREVIEW:LABEL, a toggle to flip with interact (package)")
    argv = sys.argv[1:]
    if "--" not in argv:
        fail("give the server's command after --")
    split = argv.index("--")
    args = parser.parse_args(argv[:split])
    command = argv[split + 1:]
    args.extra = ""
    params = StdioServerParameters(command=command[0], args=command[1:], cwd=args.cwd, env=dict(os.environ))
    started = time.monotonic()
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            say(f"initialize: {init.server_info.name} {init.server_info.version} ({time.monotonic() - started:.1f} s)")
            await {"catalog": catalog, "fixture": fixture, "package": package}[args.mode](session, args)
    say("all checks passed")


asyncio.run(main())
