import Stringsdict

/// Collects an Interface Builder document's localizable strings from its XML tokens.
///
/// Keeps one frame per open element (bounded by the tokenizer's depth limit): the element, its
/// id and class when it is an object, a segment counter for `<segments>`, and the text of a
/// `<string key="…">` being read.
///
/// An object's "Comment for Localizer" is the `<attributedString key="userComments">` child
/// Interface Builder writes: its `<fragment content="…"/>` children joined, or for a fragment
/// with a line break, the text of its `<string key="content">` child. It is kept per object id
/// (``notes``) and becomes the `Note = "…";` of every string of that object, and of its cell's
/// (``cellOwners``) where the cell has none of its own.
struct InterfaceReader {
    private struct Frame {
        var name: String
        /// The element's `key` attribute (`options` for a binding's dictionary).
        var key: String?
        var objectID: String?
        var className: String
        var segmentCount = 0
        /// For `<string key="K">` inside an object with a property K: the property, the
        /// object's frame index, the content's start and the text read so far.
        var capture: (property: String, object: Int, start: Int, location: SourceLocation, value: String)?
        /// For `<attributedString key="userComments">`: the object's id (the fragments add to
        /// ``InterfaceReader/notes``); for `<string key="content">` inside one of its
        /// fragments, the same, and the text is read.
        var noteObject: String?
        var readsNoteText = false
    }

    private(set) var platform: InterfaceDocument.Platform = .uiKit
    private(set) var strings: [InterfaceDocument.LocalizableString] = []
    /// The "Comment for Localizer" of each object that has one, by object id.
    private(set) var notes: [String: String] = [:]
    /// The control of each cell (an object element with `key="cell"`), by the cell's id.
    private(set) var cellOwners: [String: String] = [:]
    private var frames: [Frame] = []

    mutating func consume(_ token: XMLToken, tokenizer: inout XMLTokenizer) {
        switch token {
        case .startTag(let tag):
            start(tag, tokenizer: &tokenizer)
        case .endTag(let end):
            guard let frame = frames.popLast() else { return }
            if let capture = frame.capture, !capture.value.isEmpty, frames.indices.contains(capture.object) {
                let object = frames[capture.object]
                let range = capture.start..<max(capture.start, end.range.lowerBound)
                add(object: object, property: capture.property, value: capture.value, site: .content(range), location: capture.location)
            }
        case .text(let text):
            if let last = frames.indices.last, frames[last].capture != nil {
                frames[last].capture?.value += text.value
            } else if let last = frames.last, last.readsNoteText, let object = last.noteObject {
                notes[object, default: ""] += text.value
            }
        }
    }

    private mutating func start(_ tag: XMLStartTag, tokenizer: inout XMLTokenizer) {
        if frames.isEmpty {
            let runtime = tag["targetRuntime"] ?? ""
            let type = tag["type"] ?? ""
            platform = runtime.hasPrefix("MacOSX") || (runtime.isEmpty && type.contains(".Cocoa.") && !type.contains("CocoaTouch")) ? .appKit : .uiKit
        }
        var frame = Frame(name: tag.name, key: tag["key"], objectID: tag["id"], className: InterfaceProperties.className(of: tag.name, platform: platform))
        let parent = frames.lastIndex { $0.objectID != nil }

        // The object's comment for localizers, and its fragments.
        if tag.name == "attributedString", tag["key"] == "userComments", let parent, let id = frames[parent].objectID {
            frame.noteObject = id
            frame.objectID = nil
            frames.append(frame)
            return
        }
        if let last = frames.last, let object = last.noteObject {
            frame.noteObject = object
            if tag.name == "fragment", last.name == "attributedString", let content = tag["content"] {
                notes[object, default: ""] += content
            } else if tag.name == "string", last.name == "fragment", tag["key"] == "content", !tag.isSelfClosing {
                frame.readsNoteText = true
            }
            frame.objectID = nil
            frames.append(frame)
            return
        }

        if tag["key"] == "cell", let id = frame.objectID, let parent, let control = frames[parent].objectID { cellOwners[id] = control }

        // Properties of the element itself.
        if frame.objectID != nil {
            for (attribute, property) in InterfaceProperties.attributes(of: tag.name, platform: platform) {
                addAttribute(attribute, of: tag, object: frame, property: property, tokenizer: &tokenizer)
            }
            // A view's tool tip (tinode's Xcode 16.4 export has a UITextField's).
            if let property = InterfaceProperties.viewToolTipProperty(of: tag.name, platform: platform) {
                addAttribute("toolTip", of: tag, object: frame, property: property, tokenizer: &tokenizer)
            }
        }

        // Properties of the enclosing object held by this child element.
        if let parent {
            let object = frames[parent]
            switch tag.name {
            case "state":
                if object.name == "button", let key = tag["key"], InterfaceProperties.buttonStates.contains(key) {
                    addAttribute("title", of: tag, object: object, property: key + "Title", tokenizer: &tokenizer)
                }
            case "buttonConfiguration" where tag["key"] == "configuration":
                addAttribute("title", of: tag, object: object, property: "configuration.title", tokenizer: &tokenizer)
                addAttribute("subtitle", of: tag, object: object, property: "configuration.subtitle", tokenizer: &tokenizer)
            case "segment":
                if let last = frames.indices.last, frames[last].name == "segments" {
                    let index = frames[last].segmentCount
                    frames[last].segmentCount += 1
                    if platform == .uiKit {
                        addAttribute("title", of: tag, object: object, property: "segmentTitles[\(index)]", tokenizer: &tokenizer)
                    } else {
                        addAttribute("label", of: tag, object: object, property: "ibShadowedLabels[\(index)]", tokenizer: &tokenizer)
                        addAttribute("toolTip", of: tag, object: object, property: "ibShadowedToolTips[\(index)]", tokenizer: &tokenizer)
                    }
                }
            case "accessibility" where tag["key"] == "accessibilityConfiguration":
                addAttribute("label", of: tag, object: object, property: "accessibilityLabel", tokenizer: &tokenizer)
                addAttribute("hint", of: tag, object: object, property: "accessibilityHint", tokenizer: &tokenizer)
            case "accessibility" where platform == .appKit && tag["key"] == nil:
                // AppKit's accessibility description (Subler's and Beat's tables: NSButton,
                // NSPopUpButton, NSSlider, NSTableView, NSTextField).
                addAttribute("description", of: tag, object: object, property: "ibExternalAccessibilityDescription", tokenizer: &tokenizer)
                // And its help (iina's `<accessibility help="/usr/local/bin"/>`, in its Xcode
                // migration's catalog as `ibExternalAccessibilityHelp`).
                addAttribute("help", of: tag, object: object, property: "ibExternalAccessibilityHelp", tokenizer: &tokenizer)
            case "tableHeaderCell" where tag["key"] == "headerCell":
                addAttribute("title", of: tag, object: object, property: "headerCell.title", tokenizer: &tokenizer)
            case "string" where !tag.isSelfClosing:
                // A property written as a child element (Interface Builder does so for text with
                // a line break): of the object itself, of a button state, or a binding's
                // placeholder in its options.
                if let key = tag["key"], let property = childStringProperty(key, object: object, depth: frames.count - parent) {
                    frame.capture = (property, parent, tag.range.upperBound, tokenizer.location(at: tag.range.upperBound), "")
                }
            default:
                break
            }
        }
        frames.append(frame)
    }

    /// The property a `<string key="…">` child holds, `depth` elements below `object` (1 when
    /// it is the object's own child), or nil when it holds none.
    private func childStringProperty(_ key: String, object: Frame, depth: Int) -> String? {
        switch depth {
        case 1:
            if let match = InterfaceProperties.attributes(of: object.name, platform: platform).first(where: { $0.attribute == key }) {
                return match.property
            }
            // A tool tip with a line break (Subler's SaveOptions: an NSButton's).
            return key == "toolTip" ? InterfaceProperties.viewToolTipProperty(of: object.name, platform: platform) : nil
        case 2:
            guard let holder = frames.last else { return nil }
            if holder.name == "state", object.name == "button", key == "title", let state = holder.key, InterfaceProperties.buttonStates.contains(state) {
                return state + "Title"
            }
            if holder.name == "dictionary", holder.key == "options", object.name == "binding" {
                return InterfaceProperties.bindingPlaceholders[key]
            }
            return nil
        default:
            return nil
        }
    }

    private mutating func addAttribute(_ name: String, of tag: XMLStartTag, object: Frame, property: String, tokenizer: inout XMLTokenizer) {
        guard let attribute = tag.attribute(name), !attribute.value.isEmpty else { return }
        let quote = attribute.valueRange.lowerBound > 0 ? tokenizer.text[attribute.valueRange.lowerBound - 1] : UInt8(ascii: "\"")
        add(object: object, property: property, value: attribute.value, site: .attribute(attribute.valueRange, quote: quote),
            location: tokenizer.location(at: attribute.valueRange.lowerBound))
    }

    private mutating func add(object: Frame, property: String, value: String, site: InterfaceDocument.Site, location: SourceLocation) {
        guard let id = object.objectID else { return }
        strings.append(InterfaceDocument.LocalizableString(
            objectID: id, className: object.className, property: property, value: value,
            location: location, site: site))
    }
}
