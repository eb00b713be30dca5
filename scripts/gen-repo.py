#!/usr/bin/env python3
"""Generates a synthetic SwiftUI repository for `scripts/bench`, deterministically from a seed.

usage: gen-repo.py OUT_DIR --size-mb N --share F [--seed S]

Every file is a realistic SwiftUI view file of a few kilobytes; a share F of them use
deprecated navigation (NavigationView, view-value links, isActive links, navigationBarTitle,
navigationBarItems), the rest use none.
"""
import argparse
import os
import random

WORDS = ["inbox", "profile", "settings", "order", "invoice", "photo", "album", "friend", "message",
         "report", "task", "project", "ticket", "device", "account", "payment", "recipe", "note"]


def camel(word):
    return word[:1].upper() + word[1:]


def plain_view(rng, name):
    rows = "\n".join(
        f'                Text("{rng.choice(WORDS)} \\(item.{rng.choice(["title", "detail"])})")\n'
        f'                    .font(.{rng.choice(["body", "caption", "headline"])})'
        for _ in range(rng.randint(2, 5)))
    return f'''
struct {name}Row: View {{
    let item: {name}Item
    @State private var isExpanded = false

    var body: some View {{
        VStack(alignment: .leading, spacing: {rng.randint(2, 12)}) {{
            HStack {{
{rows}
                Spacer()
                Image(systemName: "{rng.choice(["star", "chevron.right", "person", "bell"])}")
            }}
            if isExpanded {{
                Text(item.detail)
                    .foregroundStyle(.secondary)
            }}
        }}
        .padding(.vertical, {rng.randint(2, 8)})
        .onTapGesture {{ withAnimation {{ isExpanded.toggle() }} }}
    }}
}}

struct {name}Item: Identifiable, Hashable {{
    let id: Int
    var title: String
    var detail: String
}}
'''


def navigation_view(rng, name):
    kind = rng.randrange(4)
    if kind == 0:
        body = f'''        NavigationView {{
            List(items) {{ item in
                NavigationLink(destination: {name}Detail(item: item)) {{
                    {name}Row(item: item)
                }}
            }}
            .navigationBarTitle("{camel(rng.choice(WORDS))}")
        }}
        .navigationViewStyle(.stack)'''
    elif kind == 1:
        body = f'''        NavigationView {{
            List(items) {{ item in
                NavigationLink("\\(item.title)", destination: {name}Detail(item: item))
            }}
            .navigationBarTitle("{camel(rng.choice(WORDS))}", displayMode: .inline)
            .navigationBarItems(trailing: Button("Add") {{ add() }})
            Text("Select an item")
        }}'''
    elif kind == 2:
        body = f'''        NavigationView {{
            VStack {{
                NavigationLink("First", destination: {name}Detail(item: items[0]), isActive: $showFirst)
                NavigationLink("Second", destination: {name}Detail(item: items[1]), isActive: $showSecond)
                Button("Jump") {{ showSecond = true }}
            }}
            .navigationBarHidden(true)
        }}'''
    else:
        body = f'''        NavigationView {{
            ScrollView {{
                ForEach(items) {{ item in
                    {name}Row(item: item)
                }}
            }}
            .navigationBarTitle(Text("{camel(rng.choice(WORDS))}"))
        }}'''
    return f'''
struct {name}Screen: View {{
    @State private var items: [{name}Item] = []
    @State private var showFirst = false
    @State private var showSecond = false

    var body: some View {{
{body}
    }}

    private func add() {{
        items.append({name}Item(id: items.count, title: "New", detail: ""))
    }}
}}

struct {name}Detail: View {{
    let item: {name}Item
    var body: some View {{
        Form {{
            Section("About") {{
                Text(item.title)
                Text(item.detail)
            }}
        }}
    }}
}}
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--size-mb", type=float, required=True)
    parser.add_argument("--share", type=float, required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    target = int(args.size_mb * 1024 * 1024)
    written = 0
    index = 0
    while written < target:
        name = f"{camel(rng.choice(WORDS))}{index}"
        parts = ["import SwiftUI\n", plain_view(rng, name)]
        if rng.random() < args.share:
            parts.append(navigation_view(rng, name))
        else:
            parts.append(plain_view(rng, name + "Extra"))
        folder = os.path.join(args.out, "Sources", f"Feature{index % 97}")
        os.makedirs(folder, exist_ok=True)
        text = "".join(parts)
        with open(os.path.join(folder, f"{name}.swift"), "w") as handle:
            handle.write(text)
        written += len(text.encode())
        index += 1
    print(f"{index} files, {written / 1048576:.1f} MB")


if __name__ == "__main__":
    main()
