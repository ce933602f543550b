use std::fs;
use std::path::Path;

use tabula::pairing::handshake::{
    Address, Candidate, Handshake, HandshakeError, Kind, Setup, MAX_CANDIDATES,
};

/// A sample SDP from tests/data/pairing/.
pub fn sample(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pairing")
        .join(name);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The four samples with their kind: mDNS names (as a page gets them) and raw addresses.
pub fn samples() -> Vec<(&'static str, Kind)> {
    vec![
        ("chromium-offer.sdp", Kind::Offer),
        ("chromium-answer.sdp", Kind::Answer),
        ("chromium-offer-ip.sdp", Kind::Offer),
        ("chromium-answer-ip.sdp", Kind::Answer),
    ]
}

/// The value of the first `prefix` line of an SDP.
fn line_value<'a>(sdp: &'a str, prefix: &str) -> Option<&'a str> {
    sdp.lines().find_map(|l| l.trim().strip_prefix(prefix))
}

/// `(address, port)` of each UDP host candidate line.
fn candidate_lines(sdp: &str) -> Vec<(String, String)> {
    sdp.lines()
        .filter_map(|l| l.trim().strip_prefix("a=candidate:"))
        .map(|l| l.split_whitespace().collect::<Vec<_>>())
        .filter(|f| f.len() >= 8 && f[2] == "udp" && f[7] == "host")
        .map(|f| (f[4].to_string(), f[5].to_string()))
        .collect()
}

#[test]
fn chromium_samples_round_trip_through_the_text() {
    for (name, kind) in samples() {
        let sdp = sample(name);
        let handshake = Handshake::from_sdp(kind, &sdp).unwrap();
        let text = handshake.encode();
        println!("{name}: {} characters: {text}", text.len());
        assert_eq!(Handshake::decode(&text).unwrap(), handshake, "{name}");
        let rebuilt = handshake.to_sdp();
        for key in ["a=ice-ufrag:", "a=ice-pwd:", "a=fingerprint:", "a=setup:"] {
            assert_eq!(
                line_value(&rebuilt, key),
                line_value(&sdp, key),
                "{name}: {key}"
            );
        }
        let mut before = candidate_lines(&sdp);
        let mut after = candidate_lines(&rebuilt);
        assert_eq!(
            before.len(),
            2,
            "{name}: the sample has two host candidates"
        );
        before.sort();
        after.sort();
        assert_eq!(after, before, "{name}: the same candidates");
        // What a browser reads back is what was sent.
        assert_eq!(Handshake::from_sdp(kind, &rebuilt).unwrap(), handshake);
    }
}

#[test]
fn the_text_is_short_and_url_safe() {
    for (name, kind) in samples() {
        let text = Handshake::from_sdp(kind, &sample(name)).unwrap().encode();
        // T1, role, 4 + 24 ICE characters, two dots, 43 for the fingerprint, 26 a UUID
        // candidate or 10 to 26 an address one.
        assert!(text.len() <= 130, "{name}: {} characters", text.len());
        assert!(
            text.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)),
            "{name}: {text}"
        );
    }
}

#[test]
fn the_sdp_rebuilt_has_what_a_data_channel_needs() {
    let handshake = Handshake::from_sdp(Kind::Offer, &sample("chromium-offer.sdp")).unwrap();
    let sdp = handshake.to_sdp();
    for line in [
        "v=0",
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        "a=ice-options:trickle",
        "a=setup:actpass",
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
        "a=end-of-candidates",
    ] {
        assert!(sdp.lines().any(|l| l == line), "{line} missing:\n{sdp}");
    }
    assert!(sdp.ends_with("\r\n") && !sdp.replace("\r\n", "").contains('\n'));
    assert_eq!(handshake.sdp_type(), "offer");
}

#[test]
fn candidates_go_by_priority_and_keep_their_kind() {
    // Chromium lists the IPv4 candidate first, but gives IPv6 the higher priority.
    let offer = Handshake::from_sdp(Kind::Offer, &sample("chromium-offer-ip.sdp")).unwrap();
    assert!(matches!(offer.candidates[0].address, Address::V6(_)));
    assert!(matches!(offer.candidates[1].address, Address::V4(_)));
    let answer = Handshake::from_sdp(Kind::Answer, &sample("chromium-answer.sdp")).unwrap();
    assert_eq!(answer.setup, Setup::Active);
    assert!(matches!(&answer.candidates[0].address, Address::Mdns(n) if n.len() == 36));
    assert!(answer.encode().starts_with("T1A"));
}

fn offer() -> Handshake {
    Handshake::from_sdp(Kind::Offer, &sample("chromium-offer.sdp")).unwrap()
}

#[test]
fn names_that_are_not_uuids_and_passive_answers_survive() {
    let mut answer = offer();
    answer.kind = Kind::Answer;
    answer.setup = Setup::Passive;
    answer.candidates = vec![
        Candidate {
            address: Address::Mdns("My-Laptop".into()),
            port: 1,
        },
        Candidate {
            address: Address::Mdns("0A1B2C3D-0000-4000-8000-000000000000".into()),
            port: 65535,
        },
    ];
    let text = answer.encode();
    assert!(text.starts_with("T1P"));
    assert_eq!(Handshake::decode(&text).unwrap(), answer);
    assert_eq!(Handshake::decode(&format!("  {text}\n")).unwrap(), answer);
}

#[test]
fn mangled_texts_are_refused_with_the_reason() {
    let text = offer().encode();
    let (head, data) = text.rsplit_once('.').unwrap();
    let cases: Vec<(String, HandshakeError)> = vec![
        (String::new(), HandshakeError::NotAHandshake),
        ("hello".into(), HandshakeError::NotAHandshake),
        (
            text.replacen("T1", "T2", 1),
            HandshakeError::UnknownVersion("2".into()),
        ),
        (
            text.replacen("T1O", "T1X", 1),
            HandshakeError::UnknownRole("X".into()),
        ),
        ("T1".into(), HandshakeError::Missing("the role letter")),
        (
            "T1OKlQh".into(),
            HandshakeError::Missing("the ICE password"),
        ),
        (
            text.replacen("T1OKlQh", "T1OKlQ", 1),
            HandshakeError::BadIceText("user name"),
        ),
        (
            text.replacen("T1OKlQh", "T1OKl+h", 1),
            HandshakeError::BadIceText("user name"),
        ),
        (format!("{head}.{}!", &data[1..]), HandshakeError::BadBase64),
        (format!("{head}.{}", &data[..40]), HandshakeError::Truncated),
        (
            format!("{head}.{}", &data[..data.len() - 3]),
            HandshakeError::Truncated,
        ),
        (
            format!("{head}.{}", &data[..43]),
            HandshakeError::NoCandidates,
        ),
        (
            format!("{text}.x"),
            HandshakeError::Unsupported("more than three parts".into()),
        ),
    ];
    for (input, expected) in cases {
        assert_eq!(Handshake::decode(&input), Err(expected), "{input:?}");
    }
}

#[test]
fn unknown_address_kinds_and_too_many_candidates_are_refused() {
    let mut many = offer();
    let one = many.candidates[0].clone();
    many.candidates = vec![one.clone(); MAX_CANDIDATES + 1];
    assert_eq!(
        Handshake::decode(&many.encode()),
        Err(HandshakeError::TooManyCandidates)
    );
    // A zero fingerprint and one IPv4 candidate 0.0.0.0:0 are 39 zero bytes, 52 `A`s; byte 32,
    // the kind, is bits 256..264: the last 2 bits of character 42 and all of character 43.
    let mut zero = offer();
    zero.fingerprint = [0; 32];
    zero.candidates = vec![Candidate {
        address: Address::V4([0, 0, 0, 0].into()),
        port: 0,
    }];
    let text = zero.encode();
    assert!(text.ends_with(&format!(".{}", "A".repeat(52))), "{text}");
    // Kind 9 = 00 1001: character 43 is `J`, the 10th of the alphabet.
    let bad = format!("{}J{}", &text[..text.len() - 9], "A".repeat(8));
    assert_eq!(
        Handshake::decode(&bad),
        Err(HandshakeError::UnknownAddressKind(9))
    );
}

#[test]
fn any_text_that_decodes_encodes_back_the_same() {
    // One text per handshake: every change of one character is refused or read as another
    // handshake that writes back exactly that text (never a panic).
    let text = offer().encode();
    let replacements = ['A', 'z', '0', '-', '_', '.', '+', 'T', ' ', 'é'];
    let mut refused = 0;
    for i in 0..text.len() {
        for &r in &replacements {
            let mut changed = text.clone();
            changed.replace_range(i..i + 1, &r.to_string());
            match Handshake::decode(&changed) {
                Ok(h) => assert_eq!(h.encode(), changed.trim(), "{changed}"),
                Err(e) => {
                    assert!(!e.to_string().is_empty());
                    refused += 1;
                }
            }
        }
        for cut in [&text[..i], &text[i..]] {
            if let Ok(h) = Handshake::decode(cut) {
                assert_eq!(h.encode(), cut.trim());
            }
        }
    }
    assert!(refused > text.len(), "only {refused} refused");
}

#[test]
fn sdp_without_what_a_connection_needs_is_refused() {
    let sdp = sample("chromium-offer.sdp");
    let without = |prefix: &str| -> String {
        sdp.lines()
            .filter(|l| !l.starts_with(prefix))
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let cases = [
        (
            Kind::Offer,
            without("a=ice-ufrag"),
            HandshakeError::Missing("a=ice-ufrag"),
        ),
        (
            Kind::Offer,
            without("a=ice-pwd"),
            HandshakeError::Missing("a=ice-pwd"),
        ),
        (
            Kind::Offer,
            without("a=fingerprint"),
            HandshakeError::Missing("a=fingerprint:sha-256"),
        ),
        (
            Kind::Offer,
            sdp.replace("a=fingerprint:sha-256", "a=fingerprint:sha-1"),
            HandshakeError::Missing("a=fingerprint:sha-256"),
        ),
        (
            Kind::Offer,
            sdp.replace(":8A\r", "\r").replace(":8A\n", "\n"),
            HandshakeError::BadFingerprint,
        ),
        (
            Kind::Offer,
            without("a=setup"),
            HandshakeError::Missing("a=setup"),
        ),
        (
            Kind::Answer,
            sdp.clone(),
            HandshakeError::BadSetup("actpass".into()),
        ),
        (
            Kind::Offer,
            sdp.replace("a=setup:actpass", "a=setup:active"),
            HandshakeError::BadSetup("active".into()),
        ),
        (
            Kind::Offer,
            without("a=candidate"),
            HandshakeError::NoCandidates,
        ),
        (
            Kind::Offer,
            sdp.replace(" udp ", " tcp "),
            HandshakeError::NoCandidates,
        ),
        (
            Kind::Offer,
            without("m="),
            HandshakeError::Missing("the data channel (m=application)"),
        ),
        (
            Kind::Offer,
            sdp.replace("a=mid:0", "a=mid:data"),
            HandshakeError::Unsupported("mid \"data\"".into()),
        ),
        (
            Kind::Offer,
            String::new(),
            HandshakeError::Missing("the data channel (m=application)"),
        ),
    ];
    for (kind, input, expected) in cases {
        assert_eq!(Handshake::from_sdp(kind, &input), Err(expected), "{input}");
    }
    let audio = sdp.replace(
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "m=audio 9 UDP/TLS/RTP/SAVPF 111",
    );
    assert!(matches!(
        Handshake::from_sdp(Kind::Offer, &audio),
        Err(HandshakeError::Unsupported(_))
    ));
}

#[test]
fn only_udp_host_candidates_are_kept() {
    let sdp = sample("chromium-offer-ip.sdp").replace(
        "a=ice-ufrag",
        "a=candidate:9 1 udp 1677729535 203.0.113.7 61000 typ srflx raddr 0.0.0.0 rport 0\r\n\
         a=candidate:8 1 tcp 1518280447 192.0.2.2 9 typ host tcptype active\r\n\
         a=candidate:7 2 udp 2113937150 192.0.2.2 9999 typ host\r\n\
         a=candidate:6 1 udp 2113937151 printer.example.com 7 typ host\r\n\
         a=ice-ufrag",
    );
    let offer = Handshake::from_sdp(Kind::Offer, &sdp).unwrap();
    assert_eq!(offer.candidates.len(), 2, "{:?}", offer.candidates);
}

#[test]
fn errors_say_what_was_wrong() {
    assert_eq!(
        HandshakeError::Missing("a=ice-pwd").to_string(),
        "a=ice-pwd is missing"
    );
    assert!(HandshakeError::UnknownVersion("2".into())
        .to_string()
        .contains("version 2"));
    assert!(HandshakeError::NotAHandshake.to_string().contains("T1"));
}
