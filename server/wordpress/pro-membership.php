<?php
/**
 * Plugin Name: Pro Membership content (must-use)
 * Description: What a brand's WordPress exposes to the Pro Membership app: its post types, the location taxonomy,
 * an `acf` field in ACF's REST formats, WPML's `wpml_language` parameter, the master classes' `from` parameter and
 * the ACF options endpoints. The reference for what the app reads; see server/wordpress/README.md.
 *
 * ACF, WPML and "ACF to REST API" are not installed: this plugin answers what they answer. Storage is simpler than
 * theirs (a field's whole value in one post meta, the language in `_pm_language`); the REST output is theirs.
 */

defined( 'ABSPATH' ) || exit;

/** The app's store markets, the keys of every `links` group. */
const PM_MARKETS = array( 'us', 'ca', 'uk', 'br', 'it', 'de', 'be', 'nl', 'middle_east', 'iberia', 'ch', 'in', 'nordic', 'za' );

/** The banner's languages, the keys of its translation groups. */
const PM_BANNER_LANGUAGES = array( 'english', 'french', 'spanish', 'portuguese', 'italian', 'german', 'mandarin', 'hebrew', 'japanese', 'korean', 'dutch', 'greek', 'turkish', 'thai', 'arabic' );

/**
 * The feeds, from the reference server's feed modules: each one's post type and ACF fields (server/wordpress/feeds.js
 * writes them to the file PM_WP_FEEDS names), so a feed needs no edit here.
 *
 * @return array<int, array{type: string, fields: array}>
 */
function pm_feeds() {
	static $feeds = null;
	if ( null === $feeds ) {
		$file  = getenv( 'PM_WP_FEEDS' );
		$feeds = $file && is_readable( $file ) ? json_decode( file_get_contents( $file ), true ) : array();
	}
	return $feeds;
}

/** Post types whose posts are written per language (WPML: each translation its own post). */
function pm_translated() {
	return array_merge( array_column( pm_feeds(), 'type' ), array( 'master-class' ) );
}

/**
 * The ACF field groups, by post type (and by options page): field name => ACF field type, or
 * [ 'group' | 'repeater', sub fields ]. The REST base of every post type is its name.
 */
function pm_field_groups() {
	$links = array( 'group', array_fill_keys( PM_MARKETS, 'url' ) );
	$texts = array( 'group', array_fill_keys( PM_BANNER_LANGUAGES, 'wysiwyg' ) );
	return array_column( pm_feeds(), 'fields', 'type' ) + array(
		'master-class' => array(
			'start_date'     => 'date_time_picker',
			'end_date'       => 'date_time_picker',
			'presenter_name' => 'text',
			'address'        => 'text',
			'event_url'      => 'url',
			'button_text'    => 'text',
		),
		'contact' => array(
			'email' => array( 'repeater', array( 'address' => 'email' ) ),
			'phone_numbers' => array(
				'repeater',
				array(
					'number' => 'text',
					'label'  => 'text',
				),
			),
		),
		'options:site-options' => array( 'store_links' => $links ),
		'options:banner-settings' => array(
			'banner_notifications_show' => 'true_false',
			'banner_translations'       => $texts,
			'banner_login_page'         => 'true_false',
			'banner_translations_login' => $texts,
		),
	);
}

/**
 * As acf_get_attachment() builds an image field's value in ACF's default "Image Array" return format.
 *
 * @param int $id attachment id
 * @return array|false
 */
function pm_acf_attachment( $id ) {
	$attachment = get_post( $id );
	if ( ! $attachment || 'attachment' !== $attachment->post_type ) {
		return false;
	}
	$meta          = wp_get_attachment_metadata( $attachment->ID );
	$attached_file = get_attached_file( $attachment->ID );
	list( $type, $subtype ) = array_pad( explode( '/', $attachment->post_mime_type ), 2, '' );
	$response = array(
		'ID'          => $attachment->ID,
		'id'          => $attachment->ID,
		'title'       => $attachment->post_title,
		'filename'    => wp_basename( $attached_file ),
		'filesize'    => 0,
		'url'         => wp_get_attachment_url( $attachment->ID ),
		'link'        => get_attachment_link( $attachment->ID ),
		'alt'         => get_post_meta( $attachment->ID, '_wp_attachment_image_alt', true ),
		'author'      => $attachment->post_author,
		'description' => $attachment->post_content,
		'caption'     => $attachment->post_excerpt,
		'name'        => $attachment->post_name,
		'status'      => $attachment->post_status,
		'uploaded_to' => $attachment->post_parent,
		'date'        => $attachment->post_date_gmt,
		'modified'    => $attachment->post_modified_gmt,
		'menu_order'  => $attachment->menu_order,
		'mime_type'   => $attachment->post_mime_type,
		'type'        => $type,
		'subtype'     => $subtype,
		'icon'        => wp_mime_type_icon( $attachment->ID ),
	);
	if ( isset( $meta['filesize'] ) ) {
		$response['filesize'] = $meta['filesize'];
	} elseif ( file_exists( $attached_file ) ) {
		$response['filesize'] = filesize( $attached_file );
	}
	$src = wp_get_attachment_image_src( $attachment->ID, 'full' );
	if ( $src ) {
		$response['url']    = $src[0];
		$response['width']  = $src[1];
		$response['height'] = $src[2];
	}
	$sizes = array();
	foreach ( get_intermediate_image_sizes() as $size ) {
		$src = wp_get_attachment_image_src( $attachment->ID, $size );
		if ( $src ) {
			$sizes[ $size ]             = $src[0];
			$sizes[ $size . '-width' ]  = $src[1];
			$sizes[ $size . '-height' ] = $src[2];
		}
	}
	$response['sizes'] = $sizes;
	return $response;
}

/** ACF's default return format of a date_time_picker field (its `return_format` setting). */
const PM_DATE_TIME_RETURN_FORMAT = 'd/m/Y g:i a';

/**
 * The format a REST request asks ACF for: `standard` with `acf_format=standard`, else ACF's default, `light`.
 *
 * @param WP_REST_Request|null $request
 * @return string 'light' | 'standard'
 */
function pm_acf_rest_format( $request ) {
	return $request instanceof WP_REST_Request && 'standard' === $request->get_param( 'acf_format' ) ? 'standard' : 'light';
}

/**
 * A stored value as ACF's REST API gives it, in one of its two formats:
 * - `light` (ACF's default): an image field as its attachment id (a number), a date_time_picker as stored,
 *   `Y-m-d H:i:s` (ACF's REST schema: "A `Y-m-d H:i:s` formatted date string");
 * - `standard` (`acf_format=standard`): every field in its return format, an image as an Image Array, a
 *   date_time_picker in its return format (ACF's default, `d/m/Y g:i a`: `26/11/2026 3:30 pm`).
 * In both: true_false as a boolean, a group as an object of its sub fields, a repeater as an array of row objects
 * (false without rows, as get_field()), `null` for an empty date.
 *
 * @param string|array $type an ACF field type, or [ 'group' | 'repeater', sub fields ]
 * @param mixed        $value as stored
 * @param string       $format 'light' | 'standard'
 * @return mixed
 */
function pm_acf_format( $type, $value, $format = 'standard' ) {
	if ( is_array( $type ) ) {
		list( $kind, $sub_fields ) = $type;
		if ( 'repeater' === $kind ) {
			if ( empty( $value ) || ! is_array( $value ) ) {
				return false;
			}
			return array_map(
				function ( $row ) use ( $sub_fields, $format ) {
					return pm_acf_format( array( 'group', $sub_fields ), $row, $format );
				},
				array_values( $value )
			);
		}
		$row = array();
		foreach ( $sub_fields as $name => $sub_type ) {
			$row[ $name ] = pm_acf_format( $sub_type, is_array( $value ) ? ( $value[ $name ] ?? null ) : null, $format );
		}
		return $row;
	}
	switch ( $type ) {
		case 'image':
			if ( ! $value ) {
				return false;
			}
			return 'standard' === $format ? pm_acf_attachment( (int) $value ) : (int) $value;
		case 'true_false':
			return (bool) $value;
		case 'date_time_picker':
			if ( ! $value ) {
				return null;
			}
			if ( 'standard' !== $format ) {
				return (string) $value;
			}
			$date = DateTimeImmutable::createFromFormat( 'Y-m-d H:i:s', (string) $value );
			return $date ? $date->format( PM_DATE_TIME_RETURN_FORMAT ) : (string) $value;
		default:
			return is_string( $value ) ? $value : '';
	}
}

/**
 * @param array    $fields field name => type
 * @param callable $get name => stored value
 * @param string   $format 'light' | 'standard'
 */
function pm_acf_values( array $fields, callable $get, $format = 'standard' ) {
	$acf = array();
	foreach ( $fields as $name => $type ) {
		$acf[ $name ] = pm_acf_format( $type, $get( $name ), $format );
	}
	return $acf;
}

add_action(
	'init',
	function () {
		$labels = array_column( pm_feeds(), 'type', 'type' ) + array(
			'master-class' => 'Master classes',
			'contact'      => 'Contacts',
		);
		foreach ( $labels as $type => $label ) {
			register_post_type(
				$type,
				array(
					'label'        => $label,
					'public'       => true,
					'show_in_rest' => true,
					'rest_base'    => $type,
					'supports' => array( 'title', 'editor', 'excerpt', 'custom-fields' ),
				)
			);
		}
		register_taxonomy(
			'location',
			'master-class',
			array(
				'label'        => 'Locations',
				'public'       => true,
				'hierarchical' => false,
				'show_in_rest' => true,
				'rest_base'    => 'location',
			)
		);
	}
);

add_action(
	'rest_api_init',
	function () {
		foreach ( pm_field_groups() as $type => $fields ) {
			if ( str_starts_with( $type, 'options:' ) ) {
				continue;
			}
			register_rest_field(
				$type,
				'acf',
				array(
					'get_callback' => function ( $post, $field_name, $request ) use ( $fields ) {
						return pm_acf_values(
							$fields,
							function ( $name ) use ( $post ) {
								return get_post_meta( $post['id'], $name, true );
							},
							pm_acf_rest_format( $request )
						);
					},
					'schema' => array(
						'description' => 'ACF field data',
						'type'        => 'object',
						'context' => array( 'view', 'edit', 'embed' ),
					),
				)
			);
		}

		// "ACF to REST API" (acf/v3): an options page's fields, formatted as get_fields( 'options' ) formats them (their
		// return formats, whatever acf_format says)
		register_rest_route(
			'acf/v3',
			'/options/(?P<id>[\w-]+)',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function ( WP_REST_Request $request ) {
					$groups = pm_field_groups();
					$key    = 'options:' . $request['id'];
					if ( ! isset( $groups[ $key ] ) ) {
						return new WP_Error( 'rest_no_route', 'No route was found matching the URL and request method.', array( 'status' => 404 ) );
					}
					$stored = get_option( 'pm_options_' . $request['id'], array() );
					return array(
						'acf' => pm_acf_values(
							$groups[ $key ],
							function ( $name ) use ( $stored ) {
								return $stored[ $name ] ?? null;
							}
						),
					);
				},
			)
		);
	}
);

// WPML's `wpml_language`: a language code, English when left out; each translation is its own post.
foreach ( pm_translated() as $pm_type ) {
	add_filter(
		"rest_{$pm_type}_collection_params",
		function ( $params ) {
			$params['wpml_language'] = array(
				'description' => 'The language of the posts (WPML).',
				'type'        => 'string',
				'pattern'     => '^[a-z]{2}(-[a-z]{2})?$',
				'default'     => 'en',
			);
			return $params;
		}
	);
	add_filter(
		"rest_{$pm_type}_query",
		function ( $args, $request ) {
			$args['meta_query']   = $args['meta_query'] ?? array();
			$args['meta_query'][] = array(
				'key'   => '_pm_language',
				'value' => $request['wpml_language'] ? $request['wpml_language'] : 'en',
			);
			return $args;
		},
		10,
		2
	);
}

// master classes: `from` (YYYY-MM-DD, default today) keeps those starting on or after it, in start order
add_filter(
	'rest_master-class_collection_params',
	function ( $params ) {
		$params['from'] = array(
			'description' => 'Only classes starting on or after this day (YYYY-MM-DD); today when left out.',
			'type'        => 'string',
			'pattern'     => '^\d{4}-\d{2}-\d{2}$',
		);
		return $params;
	}
);
add_filter(
	'rest_master-class_query',
	function ( $args, $request ) {
		$from                 = $request['from'] ? $request['from'] : wp_date( 'Y-m-d' );
		$args['meta_query'][] = array(
			'key'     => 'start_date',
			'value'   => $from . ' 00:00:00',
			'compare' => '>=',
			'type'    => 'DATETIME',
		);
		$args['meta_key'] = 'start_date';
		$args['orderby']  = 'meta_value';
		$args['order']    = 'ASC';
		return $args;
	},
	20,
	2
);
